import { pageOf, ZInspectionApplicationInspectionSchema, ZAuditRecordSchema, ZProcessingDetailSchema } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, setUpGatewayTests } from '../../integration-support';

/** 悦澜's application for 1号客梯 awaiting payment (seed); put on the platform at 已约检 in beforeAll. */
const APPLICATION = '60001';
const AUDIT = `/api/v1/inspection-processing/${APPLICATION}`;
const RECTIFY = `/api/v1/inspection-applications/${APPLICATION}/rectification`;

const gateway = setUpGatewayTests(['shenhe', 'qiye', 'zhenhai']);
const { cookies, inject, upload } = gateway;
let itemId: string;

beforeAll(async () => {
  // A plain SQL move: the steps before the result are tested with the institute's desk.
  await gateway.platform.db.execute(`update inspection_applications set state = '已约检', payment_state = '已缴费' where id = '${APPLICATION}'`);
  itemId = ZProcessingDetailSchema.parse((await inject(cookies.shenhe, 'GET', AUDIT)).json()).items[0]!.itemId;
});

const detailOf = (body: string) => ZProcessingDetailSchema.parse(JSON.parse(body));
const result = (conclusion: string, extra: Record<string, unknown> = {}) =>
  inject(cookies.shenhe, 'POST', `${AUDIT}/result`, { checkDate: '2026-11-23', results: [{ itemId, conclusion, nextCheckDate: '2027-11-23' }], ...extra });

describe('the opinion-notice branch through the gateway', () => {
  it('asks for a deadline with a failed first result, not before the check date, and refuses a re-inspection conclusion', async () => {
    const early = await result('unqualified', { rectifyDeadline: '2026-11-22' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([expect.objectContaining({ path: 'rectifyDeadline', code: 'invalid_value', message: '整改期限不能早于检验日期' })]);
    const none = await result('unqualified');
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('检验不合格时请填写整改期限');
    expect((await result('reinspection_qualified', { rectifyDeadline: '2027-01-02' })).statusCode).toBe(400);
    expect(detailOf((await inject(cookies.shenhe, 'GET', AUDIT)).body).state).toBe('scheduled');
  });

  it('walks notice → rectification (with a file) → re-inspection → report, each side seeing the rectification', async () => {
    const noticed = await result('unqualified', { rectifyDeadline: '2027-01-02', remark: '曳引钢丝绳断丝超标' });
    expect(noticed.statusCode, noticed.body).toBe(200);
    expect(detailOf(noticed.body)).toMatchObject({ state: 'opinion_notice', rectification: { deadline: '2027-01-02', content: null, submittedAt: null } });
    const reportId = detailOf(noticed.body).results[0]!.reportId;
    const notice = await inject(cookies.qiye, 'GET', `/api/v1/reports/${reportId}/files/YJTZS`);
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-type']).toBe('application/pdf');
    expect((await inject(cookies.qiye, 'GET', `/api/v1/reports/${reportId}/files/LLDSJ`)).statusCode).toBe(404);

    // The institute cannot rectify, another unit cannot, an empty answer is a field error.
    expect((await inject(cookies.shenhe, 'POST', RECTIFY, { content: '已整改' })).statusCode).toBe(403);
    expect((await inject(cookies.zhenhai, 'POST', RECTIFY, { content: '已整改' })).statusCode).toBe(404);
    const empty = await inject(cookies.qiye, 'POST', RECTIFY, { content: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ path: 'content', code: 'required', message: '此项为必填项' })]);
    // Re-inspection before the rectification is a move not allowed now.
    expect((await inject(cookies.shenhe, 'POST', `${AUDIT}/reinspection`, { scheduledDate: '2026-12-20', inspector: '李工' })).statusCode).toBe(409);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256, 0x20), Buffer.from('\n%%EOF\n')]);
    const photo = await upload(cookies.qiye, { name: '整改照片.pdf', type: 'application/pdf', bytes: pdf }, { refType: 'rectification' });
    const rectified = await inject(cookies.qiye, 'POST', RECTIFY, { content: '已更换曳引钢丝绳', attachmentIds: [photo.id] });
    expect(rectified.statusCode, rectified.body).toBe(200);
    const inspection = ZInspectionApplicationInspectionSchema.parse(rectified.json());
    expect(inspection.rectification).toMatchObject({ deadline: '2027-01-02', content: '已更换曳引钢丝绳', submittedAt: expect.any(String) });
    expect((await inject(cookies.qiye, 'POST', RECTIFY, { content: '再次提交' })).statusCode).toBe(409);
    const files = `/api/v1/attachments?refType=rectification&refId=${APPLICATION}`;
    expect((await inject(cookies.shenhe, 'GET', files)).json()).toEqual([expect.objectContaining({ id: photo.id, refType: 'rectification' })]);
    expect((await inject(cookies.zhenhai, 'GET', files)).json()).toEqual([]);

    const reinspection = await inject(cookies.shenhe, 'POST', `${AUDIT}/reinspection`, { scheduledDate: '2026-12-20', inspector: '李工' });
    expect(reinspection.statusCode, reinspection.body).toBe(200);
    expect(detailOf(reinspection.body)).toMatchObject({ state: 'reinspection', schedule: { scheduledDate: '2026-12-20', inspector: '李工' } });
    const reported = await inject(cookies.shenhe, 'POST', `${AUDIT}/result`, { checkDate: '2026-11-26', results: [{ itemId, conclusion: 'reinspection_qualified', nextCheckDate: '2027-11-26' }] });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(detailOf(reported.body)).toMatchObject({ state: 'reporting', results: [{ conclusion: 'reinspection_qualified' }], rectification: { content: '已更换曳引钢丝绳' } });
    const unitView = ZInspectionApplicationInspectionSchema.parse((await inject(cookies.qiye, 'GET', `/api/v1/inspection-applications/${APPLICATION}/inspection`)).json());
    expect(unitView.rectification?.content).toBe('已更换曳引钢丝绳');

    const trail = pageOf(ZAuditRecordSchema).parse((await gateway.app.inject({ method: 'GET', url: '/api/v1/audit-records?pageSize=100', cookies: { portal_session: await login(gateway.app, 'admin') } })).json());
    const events = trail.items.filter((item) => item.target === `inspection-application:${APPLICATION}`);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'inspection-rectified', outcome: 'success', detail: '整改反馈，附件 1 个' }),
        expect.objectContaining({ event: 'inspection-rectified', outcome: 'failure' }),
        expect.objectContaining({ event: 'inspection-reinspection-scheduled', outcome: 'success' }),
      ]),
    );
  });
});
