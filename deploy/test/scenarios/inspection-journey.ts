// An inspection application through nginx, from the unit's submission to the issued report's PDF:
// the institute pre-reviews, the unit pays (WeChat Pay through the stand-in provider: without a
// provider production takes no payment, and an unpaid application cannot be accepted), the institute
// accepts, schedules, records a passing result and issues the report; the unit downloads it.
import { describe, expect, it } from 'vitest';
import { call } from '../harness/http-client';
import { as, eventually, tokenOf } from '../harness/portal-api';
import type { Topology } from '../harness/topology';

/** The overdue 2号客梯 of 宁波悦澜 (qiye), as the e2e journey applies for it. */
const APPLICATION = {
  kind: 'periodic',
  equipmentIds: ['30102'],
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  maintenanceUnit: '宁波甬江电梯工程有限公司',
  invoiceTitle: '宁波悦澜酒店管理有限公司',
  reportPickup: 'self',
  commit: true,
};

const shanghaiDay = (offsetYears = 0) => {
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  return offsetYears === 0 ? day : day.replace(/^\d{4}/, (year) => String(Number(year) + offsetYears));
};

export const journey = { applicationId: '', reportNo: '' };

export function inspectionJourneyScenarios(topology: () => Topology): void {
  describe('an inspection application through nginx, from submission to the issued report', () => {
    it('is submitted, pre-reviewed, paid, accepted, scheduled, inspected and reported; the unit downloads the PDF', async () => {
      const base = topology().nginxUrl;
      const qiye = await tokenOf(base, 'qiye');
      const shenhe = await tokenOf(base, 'shenhe');
      const pizhun = await tokenOf(base, 'pizhun');
      const expectOk = async (answer: Promise<Awaited<ReturnType<typeof as>>>, status = 200) => {
        const done = await answer;
        expect(done.status, done.text).toBe(status);
        return done.json();
      };

      const submitted = await expectOk(as(qiye, base, 'POST', '/api/v1/inspection-applications', APPLICATION), 201);
      expect(submitted.state).toBe('submitted');
      const id = String(submitted.id);
      journey.applicationId = id;
      const move = (step: string, body: object = {}, token = shenhe) => expectOk(as(token, base, 'POST', `/api/v1/inspection-processing/${id}/${step}`, body));
      expect((await move('pre-review', { decision: 'pass' })).state).toBe('awaiting_payment');

      // The unit pays: the platform opens an order at the provider, the payer confirms on its page,
      // the provider notifies the gateway through nginx, the platform asks the provider and marks it paid.
      const order = await expectOk(as(qiye, base, 'POST', `/api/v1/inspection-applications/${id}/payments`, { channel: 'wechat' }), 201);
      const prepayId = /\/pay\/([A-Za-z0-9]+)/.exec(String(order.payUrl))?.[1];
      expect(prepayId, String(order.payUrl)).toBeTruthy();
      const confirmed = await call(`${topology().providerUrl}/sandbox-pay/pay/${prepayId}/confirm`, { method: 'POST', body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(confirmed.status, confirmed.text).toBe(303);
      await eventually(async () => (await expectOk(as(qiye, base, 'GET', `/api/v1/inspection-applications/${id}/payment`))).state === 'paid', 20_000);

      expect((await move('accept')).state).toBe('accepted');
      const scheduled = await move('schedule', { scheduledDate: shanghaiDay(), inspector: '王检验' });
      expect(scheduled.state).toBe('scheduled');
      const itemId = (scheduled.items as { itemId: string }[])[0]!.itemId;
      const recorded = await move('result', { checkDate: shanghaiDay(), results: [{ itemId, conclusion: 'qualified', nextCheckDate: shanghaiDay(1) }] });
      expect(recorded.state).toBe('reporting');
      // 审核批准: another person than the one who recorded the result.
      const issued = await move('issue-report', {}, pizhun);
      expect(issued.state).toBe('report_issued');
      const reportNo = String((issued.results as { reportNo: string }[])[0]!.reportNo);
      journey.reportNo = reportNo;

      const reports = await expectOk(as(qiye, base, 'GET', `/api/v1/reports?reportNo=${encodeURIComponent(reportNo)}`));
      const report = (reports.items as { id: string; reportNo: string }[])[0]!;
      expect(report.reportNo).toBe(reportNo);
      const started = Date.now();
      const pdf = await as(qiye, base, 'GET', `/api/v1/reports/${report.id}/files/LLDSJ`);
      expect(pdf.status, pdf.text.slice(0, 300)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      topology().figures.set('report PDF through nginx (s, first of the process)', Math.round((Date.now() - started) / 100) / 10);
    });
  });
}
