import { createHash } from 'node:crypto';
import { pageOf, ZReissueReviewSchema, ZReportSchema, ZReportVerificationSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { auditRecordsOf, setUpGatewayTests } from '../../integration-support';

/** 悦澜's 1号客梯's latest report (seed) and the seeded application to re-issue it. */
const OLD_REPORT = 'r-30101-02';
const APPLICATION = '61001';

const gateway = setUpGatewayTests(['pizhun', 'qiye', 'admin']);
const { cookies, inject } = gateway;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function verifyCodeOf(reportId: string): Promise<string> {
  const { rows } = (await gateway.platform.db.execute(`select verify_code from reports where id = '${reportId}'`)) as unknown as { rows: { verify_code: string }[] };
  return rows[0]!.verify_code;
}

describe('a re-issued report (重新出具检验报告)', () => {
  it('gets a new number, supersedes the old one, keeps the old file byte for byte and says so on the verification page', async () => {
    const before = await inject(cookies.qiye, 'GET', `/api/v1/reports/${OLD_REPORT}/files/LLDSJ`);
    expect(before.statusCode).toBe(200);
    const oldDigest = sha256(before.rawPayload);

    // Three decisions sent at once: the seeded application twice and a second application for the same
    // report. Exactly one re-issues it, on PGlite and under `pnpm test:postgres` on PostgreSQL. (Which of
    // the platform's guards refuses the others depends on timing; the guard on the old row itself is
    // tested where the platform keeps versions, reports/versions.test.ts.)
    const oldNo = pageOf(ZReportSchema).parse((await inject(cookies.qiye, 'GET', '/api/v1/reports?pageSize=100')).json()).items.find((item) => item.id === OLD_REPORT)!.reportNo;
    const second = await inject(cookies.qiye, 'POST', '/api/v1/reissue-applications', { reportNo: oldNo, reason: '再次申请', requestedOutcome: 'reissue_report', attachmentIds: [] });
    expect(second.statusCode, second.body).toBe(201);
    const decide = (id: string) => inject(cookies.pizhun, 'POST', `/api/v1/reissue-reviews/${id}/decision`, { approved: true, outcome: 'reissue_report' });
    const answers = await Promise.all([decide(APPLICATION), decide(APPLICATION), decide(second.json().id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const decided = answers.find((answer) => answer.statusCode === 200)!;
    const review = ZReissueReviewSchema.parse(decided.json());
    expect(review).toMatchObject({ state: 'approved', outcome: 'reissue_report' });
    const newNo = review.issuedReportNo!;
    expect(newNo).toMatch(/^NBTJ-DT-/);
    expect(newNo).not.toBe(review.reportNo);
    // The audit trail leads from the decision to the report that replaced the old one.
    const records = await auditRecordsOf(gateway.app, cookies.admin, 'reissue-decided');
    expect(records.filter((record) => record.outcome === 'success').map((record) => record.detail)).toEqual([expect.stringContaining(`新报告 ${newNo}`)]);

    const list = pageOf(ZReportSchema).parse((await inject(cookies.qiye, 'GET', '/api/v1/reports?pageSize=100')).json());
    const old = list.items.find((item) => item.id === OLD_REPORT)!;
    const next = list.items.find((item) => item.reportNo === newNo)!;
    expect(old).toMatchObject({ version: 1, supersededBy: newNo, supersedes: null });
    expect(next).toMatchObject({ version: 2, supersededBy: null, supersedes: old.reportNo, conclusion: old.conclusion, checkDate: old.checkDate });

    // The old document is the same bytes as issued (never rendered again), its ETag unchanged.
    const after = await inject(cookies.qiye, 'GET', `/api/v1/reports/${OLD_REPORT}/files/LLDSJ`);
    expect(sha256(after.rawPayload)).toBe(oldDigest);
    expect(after.headers.etag).toBe(`"${oldDigest}"`);

    const oldVerification = ZReportVerificationSchema.parse((await inject(undefined, 'GET', `/api/v1/public/report-verification?code=${await verifyCodeOf(OLD_REPORT)}`)).json());
    expect(oldVerification).toMatchObject({ reportNo: old.reportNo, state: 'superseded', supersededBy: newNo, files: expect.arrayContaining([{ reportType: 'LLDSJ', sha256: oldDigest }]) });
    const newVerification = ZReportVerificationSchema.parse((await inject(undefined, 'GET', `/api/v1/public/report-verification?code=${await verifyCodeOf(next.id)}`)).json());
    expect(newVerification).toMatchObject({ reportNo: newNo, state: 'valid', supersededBy: null });

    // Decided once: a second decision is a conflict and makes no third version.
    const again = await inject(cookies.pizhun, 'POST', `/api/v1/reissue-reviews/${APPLICATION}/decision`, { approved: true, outcome: 'reissue_report' });
    expect(again.statusCode).toBe(409);
    const { rows } = (await gateway.platform.db.execute(`select count(*)::int as n from reports where supersedes is not null`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });
});
