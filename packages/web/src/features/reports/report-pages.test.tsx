import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { reportFileUrl, ReportQueryPage } from './report-pages';

afterEach(() => vi.unstubAllGlobals());

const REPORT = {
  id: 'r-30101-02',
  reportNo: 'NBTJ-DT-2025-30101',
  kind: 'periodic',
  equipmentId: '30101',
  categoryCode: '3000',
  equipmentName: '曳引驱动乘客电梯',
  registerCode: '31103302122021080045',
  institute: '宁波市特种设备检验研究院',
  checkDate: '2025-12-06',
  conclusion: 'qualified',
  nextCheckDate: '2026-12-06',
  issuedAt: '2025-12-06',
  fileTypes: ['LLDSJ', 'TZSXZ', 'DYSYBJ'],
  version: 1,
  supersededBy: null,
  supersedes: null,
};

describe('ReportQueryPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the reports with a button per file and the re-issue link', async () => {
    installFakeApi({ 'GET /api/v1/reports': () => ({ body: { items: [REPORT], total: 1, page: 1, pageSize: 20 } }) });
    renderPage(<ReportQueryPage />, { url: '/company-service/report-query' });
    const table = await screen.findByTestId('report-table');
    expect(await within(table).findByText('NBTJ-DT-2025-30101')).toBeTruthy();
    expect(within(table).getByText('合格')).toBeTruthy();
    expect(within(table).getByTestId('report-file-LLDSJ').textContent).toBe('检验报告');
    expect(within(table).queryByTestId('report-file-YJTZS')).toBeNull();
    expect(within(table).getByRole('link', { name: '申请补发' }).getAttribute('href')).toBe('/company-service/reissue-apply?reportNo=NBTJ-DT-2025-30101');
  });

  it('marks a superseded report 已被替代 with the new number, and its re-issue as version 2', async () => {
    const old = { ...REPORT, supersededBy: 'NBTJ-DT-2025-100007' };
    const next = { ...REPORT, id: 'r-new', reportNo: 'NBTJ-DT-2025-100007', version: 2, supersedes: REPORT.reportNo };
    installFakeApi({ 'GET /api/v1/reports': () => ({ body: { items: [next, old], total: 2, page: 1, pageSize: 20 } }) });
    renderPage(<ReportQueryPage />, { url: '/company-service/report-query' });
    const table = await screen.findByTestId('report-table');
    expect((await within(table).findByTestId('report-superseded')).textContent).toBe('已被替代（新报告 NBTJ-DT-2025-100007）');
    expect(within(table).getByTestId('report-version').textContent).toBe('第 2 版，替代 NBTJ-DT-2025-30101');
    // Only the standing report can be asked to be re-issued.
    expect(within(table).getAllByRole('link', { name: '申请补发' })).toHaveLength(1);
  });

  it('builds the download path of a report file', () => {
    expect(reportFileUrl('r/1', 'LLDSJ')).toBe('/api/v1/reports/r%2F1/files/LLDSJ');
  });
});
