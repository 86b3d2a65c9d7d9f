import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { CheckOnlineDetailPage } from './check-online-detail-page';
import { APPLICATION, APPLICATION_ROUTES, INSPECTION, REPORT } from './test-support/fixtures';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

describe('CheckOnlineDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the schedule and each item’s result, with the issued report’s files and the link to the item', async () => {
    const api = installFakeApi({
      ...APPLICATION_ROUTES,
      'GET /api/v1/reports': () => pageOf([{ ...REPORT, reportNo: `${REPORT.reportNo}-1` }, REPORT]),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<CheckOnlineDetailPage />), { url: '/company-service/check-online/detail?id=60004' });
    const schedule = await screen.findByTestId('check-online-schedule');
    expect(tag.title()).toBe('在线检验详情·BJ202605200004');
    expect(within(schedule).getByText('周工')).toBeTruthy();
    const rows = await screen.findAllByTestId('check-online-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('合格')).toBeTruthy();
    expect(within(rows[0]!).getByText('NBTJ-DT-2026-100001')).toBeTruthy();
    expect((await within(rows[0]!).findByTestId('report-file-LLDSJ')).textContent).toBe('检验报告');
    expect(within(rows[0]!).getByRole('link', { name: '3号客梯' }).getAttribute('href')).toBe('/company-service/set-detail?applicationId=60004&equipmentId=30103');
    expect(within(rows[1]!).queryByTestId('report-file-LLDSJ')).toBeNull();
    expect(api.callsTo('/api/v1/reports')[0]?.url.searchParams.get('reportNo')).toBe('NBTJ-DT-2026-100001');
    expect(screen.getByTestId('state-timeline')).toBeTruthy();
  });

  it('says when nothing is scheduled or recorded yet', async () => {
    installFakeApi({
      'GET /api/v1/inspection-applications/:id': () => ({ body: { ...APPLICATION, state: 'accepted' } }),
      'GET /api/v1/inspection-applications/:id/inspection': () => ({ body: { ...INSPECTION, schedule: null, checkDate: null, results: [] } }),
    });
    renderPage(<CheckOnlineDetailPage />, { url: '/company-service/check-online/detail?id=60004' });
    expect(await screen.findByTestId('not-scheduled')).toBeTruthy();
    expect(screen.getByTestId('no-results')).toBeTruthy();
  });

  it('shows another unit’s application as not found', async () => {
    installFakeApi({});
    renderPage(<CheckOnlineDetailPage />, { url: '/company-service/check-online/detail?id=60011' });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('check-online-head')).toBeNull();
  });

  it('asks nothing without an id and says that no record was named', async () => {
    const api = installFakeApi({});
    renderPage(<CheckOnlineDetailPage />, { url: '/company-service/check-online/detail' });
    expect(await screen.findByText('未指定要查看的记录，请从列表中打开')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
