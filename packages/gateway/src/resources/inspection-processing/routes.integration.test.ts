import { createHash } from 'node:crypto';
import {
  addMonthsIso,
  INSTITUTE_ACTION_STATES,
  pageOf,
  ZAuditRecordSchema,
  ZProcessingDetailSchema,
  ZProcessingSummarySchema,
  ZReissueApplicationSchema,
  ZReissueReviewSchema,
  ZReportInProcessSchema,
  ZReportSchema,
  ZReportVerificationSchema,
  shanghaiToday,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, setUpGatewayTests } from '../../integration-support';

/** 悦澜's seeded draft for its hot-water boiler; submitted on the platform in beforeAll, as qiye's submit would. */
const APPLICATION = '60002';
const BOILER_CODE = '12003302122020110003';

const gateway = setUpGatewayTests(['shenhe', 'pizhun', 'qiye', 'zhenhai']);
/** The visit is recorded on the day of acceptance: a check date before 受理 is refused. */
const TODAY = shanghaiToday();
const { cookies, inject, upload } = gateway;

beforeAll(async () => {
  // A plain SQL submit: this test is about the institute's side, not the unit's save.
  await gateway.platform.db.execute(`update inspection_applications set state = '已提交', submitted_at = now() where id = '${APPLICATION}'`);
});

const detailOf = (body: string) => ZProcessingDetailSchema.parse(JSON.parse(body));

describe('the institute’s desk (inspection-processing)', () => {
  it('answers 401 without a session and 403 to an enterprise user, on reads and moves', async () => {
    expect((await inject(undefined, 'GET', '/api/v1/inspection-processing')).statusCode).toBe(401);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/inspection-processing')).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'POST', `/api/v1/inspection-processing/${APPLICATION}/pre-review`, { decision: 'pass' })).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/reissue-reviews')).statusCode).toBe(403);
  });

  it('lists every unit’s submitted applications with the unit, filtered by state', async () => {
    const res = await inject(cookies.shenhe, 'GET', '/api/v1/inspection-processing?state=submitted&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const page = pageOf(ZProcessingSummarySchema).parse(res.json());
    // 60031 and 60032: the seeded 监督检验 and 首次检验 (seed/demo-inspection-kinds.ts).
    expect(page.items.map((item) => item.id).sort()).toEqual([APPLICATION, '60011', '60031', '60032'].sort());
    expect(page.items.every((item) => item.state === 'submitted' && item.unitName !== '')).toBe(true);
  });

  it('lists only what waits for the institute when asked (awaitingInstitute), and refuses a bad flag', async () => {
    const res = await inject(cookies.shenhe, 'GET', '/api/v1/inspection-processing?awaitingInstitute=true&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const states = pageOf(ZProcessingSummarySchema).parse(res.json()).items.map((item) => item.state);
    expect(states).toEqual(expect.arrayContaining(['submitted', 'paid']));
    expect(states.every((state) => INSTITUTE_ACTION_STATES.includes(state))).toBe(true);
    const others = pageOf(ZProcessingSummarySchema).parse((await inject(cookies.shenhe, 'GET', '/api/v1/inspection-processing?awaitingInstitute=false&pageSize=50')).json());
    expect(others.items.map((item) => item.state)).toEqual(expect.arrayContaining(['awaiting_payment', 'opinion_notice']));
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/inspection-processing?awaitingInstitute=yes')).statusCode).toBe(400);
  });

  it('needs a reason to return (400, nothing changed), then returns; a move not allowed now is 409', async () => {
    const bad = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/pre-review`, { decision: 'return', opinion: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'opinion', code: 'required', message: '此项为必填项' })]);
    expect(detailOf((await inject(cookies.shenhe, 'GET', `/api/v1/inspection-processing/${APPLICATION}`)).body).state).toBe('submitted');

    const returned = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/pre-review`, { decision: 'return', opinion: '请补充锅炉房联系人' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(detailOf(returned.body)).toMatchObject({ state: 'returned', opinion: '请补充锅炉房联系人' });

    const accept = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/accept`, {});
    expect(accept.statusCode).toBe(409);
    expect(detailOf((await inject(cookies.shenhe, 'GET', `/api/v1/inspection-processing/${APPLICATION}`)).body).state).toBe('returned');
  });

  it('walks a resubmitted application to an issued report and the unit downloads it', async () => {
    await gateway.platform.db.execute(`update inspection_applications set state = '已提交' where id = '${APPLICATION}'`);
    const passed = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/pre-review`, { decision: 'pass' });
    expect(detailOf(passed.body).state).toBe('awaiting_payment');
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/accept`, {})).statusCode).toBe(409);
    await gateway.platform.db.execute(`update inspection_applications set state = '已缴费', payment_state = '已缴费' where id = '${APPLICATION}'`);
    expect(detailOf((await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/accept`, {})).body).state).toBe('accepted');

    const scheduled = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/schedule`, { scheduledDate: '2026-12-01', inspector: '周工' });
    expect(detailOf(scheduled.body)).toMatchObject({ state: 'scheduled', schedule: { scheduledDate: '2026-12-01', inspector: '周工' } });
    const itemId = detailOf(scheduled.body).items[0]!.itemId;

    const noConclusion = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/result`, { checkDate: TODAY, results: [{ itemId }] });
    expect(noConclusion.statusCode).toBe(400);
    const recorded = await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/result`, {
      checkDate: TODAY,
      results: [{ itemId, conclusion: 'meets', nextCheckDate: addMonthsIso(TODAY, 12) }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(detailOf(recorded.body)).toMatchObject({ state: 'reporting', results: [{ itemId, conclusion: 'meets', issuedAt: null }] });

    const inProcess = await inject(cookies.qiye, 'GET', '/api/v1/reports/in-process?pageSize=50');
    expect(pageOf(ZReportInProcessSchema).parse(inProcess.json()).items).toContainEqual(expect.objectContaining({ applicationId: APPLICATION, state: 'reporting' }));

    // 审核批准 is its own role: the one who recorded the result (shenhe) may not issue the report.
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/inspection-processing/${APPLICATION}/issue-report`, {})).statusCode).toBe(403);
    expect((await inject(cookies.pizhun, 'POST', `/api/v1/inspection-processing/${APPLICATION}/accept`, {})).statusCode).toBe(403);
    // Whatever the roles, the platform compares people: the recorder of the result may not issue it.
    await gateway.platform.db.execute(`update reports set recorded_by = '10008' where application_id = '${APPLICATION}' and issued_at is null`);
    const own = await inject(cookies.pizhun, 'POST', `/api/v1/inspection-processing/${APPLICATION}/issue-report`, {});
    expect(own.statusCode, own.body).toBe(409);
    expect(own.json().detail).toBe('检验结果的录入人不能审核批准同一份报告，请由其他审核批准人员出具');
    await gateway.platform.db.execute(`update reports set recorded_by = '10002' where application_id = '${APPLICATION}' and issued_at is null`);
    const issued = detailOf((await inject(cookies.pizhun, 'POST', `/api/v1/inspection-processing/${APPLICATION}/issue-report`, {})).body);
    expect(issued.state).toBe('report_issued');
    const reportNo = issued.results[0]!.reportNo;

    const list = pageOf(ZReportSchema).parse((await inject(cookies.qiye, 'GET', `/api/v1/reports?reportNo=${reportNo}`)).json());
    expect(list.items).toEqual([expect.objectContaining({ reportNo, registerCode: BOILER_CODE, conclusion: 'meets', nextCheckDate: addMonthsIso(TODAY, 12), fileTypes: ['LLDSJ', 'TZSXZ', 'DYSYBJ'] })]);
    const reportId = list.items[0]!.id;

    const pdf = await inject(cookies.qiye, 'GET', `/api/v1/reports/${reportId}/files/LLDSJ`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(`检验报告_${reportNo}.pdf`)}`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One document, one identity: the same bytes every time, their SHA-256 as the ETag, 304 to a holder.
    const sha256 = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect(pdf.headers.etag).toBe(`"${sha256}"`);
    expect(pdf.headers['repr-digest']).toBe(`sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/reports/${reportId}/files/LLDSJ`)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    const held = await gateway.app.inject({ method: 'GET', url: `/api/v1/reports/${reportId}/files/LLDSJ`, cookies: { portal_session: cookies.qiye }, headers: { 'if-none-match': `"${sha256}"` } });
    expect(held.statusCode).toBe(304);
    expect(held.headers.etag).toBe(`"${sha256}"`);

    // The QR code's page, without a session: the report as printed and its files' SHA-256.
    const { rows } = (await gateway.platform.db.execute(`select verify_code from reports where id = '${reportId}'`)) as unknown as { rows: { verify_code: string }[] };
    const code = rows[0]!.verify_code;
    const verified = await inject(undefined, 'GET', `/api/v1/public/report-verification?code=${code}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(ZReportVerificationSchema.parse(verified.json())).toMatchObject({ reportNo, state: 'valid', conclusion: '符合要求', files: expect.arrayContaining([{ reportType: 'LLDSJ', sha256 }]) });
    expect((await inject(undefined, 'GET', `/api/v1/public/report-verification?code=${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await inject(undefined, 'GET', `/api/v1/public/report-verification?code=${encodeURIComponent(reportNo)}`)).statusCode).toBe(400);
    // Limited per address (30 a minute): nobody walks the codes.
    const statuses: number[] = [];
    for (let call = 0; call < 30; call += 1) statuses.push((await inject(undefined, 'GET', `/api/v1/public/report-verification?code=${code}`)).statusCode);
    expect(statuses).toContain(429);
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/reports/${reportId}/files/LLDSJ`)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/reports/${reportId}/files/YJTZS`)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/reports/${reportId}/files/XXXX`)).statusCode).toBe(400);

    const trail = pageOf(ZAuditRecordSchema).parse((await gateway.app.inject({ method: 'GET', url: '/api/v1/audit-records?pageSize=100', cookies: { portal_session: await login(gateway.app, 'admin') } })).json());
    expect(trail.items.map((item) => item.event)).toEqual(expect.arrayContaining(['inspection-pre-reviewed', 'inspection-accepted', 'inspection-scheduled', 'inspection-result-recorded', 'inspection-report-issued']));
  });

  it('lists the seeded history among the unit’s reports, filtered and sorted', async () => {
    const res = await inject(cookies.qiye, 'GET', '/api/v1/reports?categoryCode=3000&sort=checkDate:desc&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const page = pageOf(ZReportSchema).parse(res.json());
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.categoryCode === '3000')).toBe(true);
    const dates = page.items.map((item) => item.checkDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/reports?checkDateFrom=2026-01-02&checkDateTo=2026-01-01')).statusCode).toBe(400);
  });
});

describe('re-issue applications', () => {
  it('refuses a report no. the unit does not have, files one it has, and the institute decides once', async () => {
    const reports = pageOf(ZReportSchema).parse((await inject(cookies.qiye, 'GET', '/api/v1/reports?pageSize=1')).json());
    const reportNo = reports.items[0]!.reportNo;
    const foreign = await inject(cookies.qiye, 'POST', '/api/v1/reissue-applications', { reportNo: 'NBTJ-XX-0000-00000', reason: '遗失', requestedOutcome: 'reissue_report' });
    expect(foreign.statusCode).toBe(400);
    const empty = await inject(cookies.qiye, 'POST', '/api/v1/reissue-applications', { reportNo, reason: '', requestedOutcome: 'reissue_report' });
    expect(empty.statusCode).toBe(400);

    const created = await inject(cookies.qiye, 'POST', '/api/v1/reissue-applications', { reportNo, reason: '报告原件遗失', requestedOutcome: 'reissue_report' });
    expect(created.statusCode, created.body).toBe(201);
    const application = ZReissueApplicationSchema.parse(created.json());
    expect(application).toMatchObject({ reportNo, state: 'submitted', outcome: null });
    expect((await inject(cookies.qiye, 'GET', `/api/v1/reissue-applications/${application.id}`)).statusCode).toBe(200);
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/reissue-applications/${application.id}`)).statusCode).toBe(404);

    const review = pageOf(ZReissueReviewSchema).parse((await inject(cookies.shenhe, 'GET', '/api/v1/reissue-reviews?state=submitted')).json());
    expect(review.items).toContainEqual(expect.objectContaining({ id: application.id, unitName: expect.stringContaining('悦澜') }));
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/reissue-reviews/${application.id}/decision`, { approved: true })).statusCode).toBe(400);
    const decided = await inject(cookies.shenhe, 'POST', `/api/v1/reissue-reviews/${application.id}/decision`, { approved: true, outcome: 'change_note' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(ZReissueReviewSchema.parse(decided.json())).toMatchObject({ state: 'approved', outcome: 'change_note' });
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/reissue-reviews/${application.id}/decision`, { approved: false, opinion: '重复' })).statusCode).toBe(409);
    const mine = pageOf(ZReissueApplicationSchema).parse((await inject(cookies.qiye, 'GET', '/api/v1/reissue-applications')).json());
    expect(mine.items).toContainEqual(expect.objectContaining({ id: application.id, state: 'approved' }));
  });

  it('files the supporting documents with the application, for the unit and the reviewer to read', async () => {
    const reports = pageOf(ZReportSchema).parse((await inject(cookies.qiye, 'GET', '/api/v1/reports?pageSize=1')).json());
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256, 0x20), Buffer.from('\n%%EOF\n')]);
    const statement = await upload(cookies.qiye, { name: '报告遗失声明.pdf', type: 'application/pdf', bytes: pdf }, { refType: 'reissue-application' });
    const created = await inject(cookies.qiye, 'POST', '/api/v1/reissue-applications', {
      reportNo: reports.items[0]!.reportNo,
      reason: '报告原件遗失，附遗失声明',
      requestedOutcome: 'reissue_report',
      attachmentIds: [statement.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const application = ZReissueApplicationSchema.parse(created.json());
    expect(application.attachmentIds).toEqual([statement.id]);
    const files = `/api/v1/attachments?refType=reissue-application&refId=${application.id}`;
    expect((await inject(cookies.qiye, 'GET', files)).json()).toEqual([expect.objectContaining({ id: statement.id, fileName: '报告遗失声明.pdf' })]);
    // The institute reads what it decides on; another unit sees nothing.
    expect((await inject(cookies.shenhe, 'GET', files)).json()).toEqual([expect.objectContaining({ id: statement.id })]);
    expect((await inject(cookies.shenhe, 'GET', `/api/v1/attachments/${statement.id}/content`)).statusCode).toBe(200);
    expect((await inject(cookies.zhenhai, 'GET', files)).json()).toEqual([]);
  });
});
