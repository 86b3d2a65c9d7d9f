import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ReportVerificationPage } from './report-verification-page';

const KEPT = Buffer.from('%PDF-1.7 the kept report');
const VERIFIED = {
  reportNo: 'NBTJ-DT-2026-100001',
  equipmentName: '曳引驱动乘客电梯',
  registerCode: '31103302122021080045',
  kind: '定期检验',
  conclusion: '合格',
  checkDate: '2026-11-29',
  nextCheckDate: '2027-11-29',
  issuedAt: '2026-11-29 10:00:00',
  institute: '宁波市特种设备检验研究院',
  state: 'valid',
  supersededBy: null,
  files: [{ reportType: 'LLDSJ', sha256: createHash('sha256').update(KEPT).digest('hex') }],
};

function choose(bytes: Buffer) {
  const input = screen.getByTestId('report-verification-input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(bytes)], '检验报告.pdf', { type: 'application/pdf' })] } });
}

describe('ReportVerificationPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the report a QR code names, and checks a PDF byte for byte on the device', async () => {
    const api = installFakeApi({ 'GET /api/v1/public/report-verification': () => ({ body: VERIFIED }) });
    renderPage(<ReportVerificationPage />, { url: '/verify-report?code=0123456789abcdef01234567' });
    expect((await screen.findByTestId('report-verification-no')).textContent).toBe('NBTJ-DT-2026-100001');
    expect(screen.getByTestId('report-verification-state').textContent).toBe('报告有效');
    expect(api.callsTo('/api/v1/public/report-verification')).toHaveLength(1);

    choose(KEPT);
    expect((await screen.findByTestId('report-verification-outcome')).textContent).toContain('一致：该文件与检验机构存档的《检验报告》逐字节相同');
    choose(Buffer.concat([KEPT, Buffer.from(' ')]));
    await waitFor(() => expect(screen.getByTestId('report-verification-outcome').textContent).toContain('不一致'));
    // Dropped on the box, as on a desktop.
    const dropped = new File([new Uint8Array(KEPT)], '检验报告.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('report-verification-drop'), { dataTransfer: { files: [dropped] } });
    await waitFor(() => expect(screen.getByTestId('report-verification-outcome').textContent).toContain('一致：'));
  });

  it('shows a superseded report with its successor in an orange box, and its file as the superseded version’s', async () => {
    installFakeApi({ 'GET /api/v1/public/report-verification': () => ({ body: { ...VERIFIED, state: 'superseded', supersededBy: 'NBTJ-DT-2026-100002' } }) });
    renderPage(<ReportVerificationPage />, { url: '/verify-report?code=0123456789abcdef01234567' });
    expect((await screen.findByTestId('report-verification-state')).textContent).toBe('已被替代');
    expect(screen.getByTestId('report-verification-superseded').textContent).toContain('已被替代 — 新报告编号 NBTJ-DT-2026-100002');
    choose(KEPT);
    const outcome = (await screen.findByTestId('report-verification-outcome')).textContent;
    expect(outcome).toContain('该文件是已被替代版本的文件');
    expect(outcome).toContain('不再有效');
  });

  it('says what to do without a code or for an unknown one', async () => {
    installFakeApi({ 'GET /api/v1/public/report-verification': () => ({ status: 404, body: { type: 'urn:portal:problem:not-found', title: '未找到', status: 404 } }) });
    renderPage(<ReportVerificationPage />, { url: '/verify-report?code=000000000000000000000000' });
    expect((await screen.findByTestId('report-verification-notice')).textContent).toContain('未找到该报告');
  });
});
