import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { SetDetailPage } from './set-detail-page';
import { APPLICATION_ROUTES, EQUIPMENT, REPORT } from './test-support/fixtures';

afterEach(() => vi.unstubAllGlobals());

const api = () =>
  installFakeApi({
    ...APPLICATION_ROUTES,
    'GET /api/v1/equipment/:id': () => ({ body: EQUIPMENT }),
    'GET /api/v1/reports': () => pageOf([REPORT]),
  });

describe('SetDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the chosen item with its fee breakdown, its file and its issued result', async () => {
    const calls = api();
    renderPage(<SetDetailPage />, { url: '/company-service/set-detail?applicationId=60004&equipmentId=30103' });
    const item = await screen.findByTestId('set-detail-item');
    expect(within(item).getByText('31103302122021080047')).toBeTruthy();
    expect(within(item).getByTestId('set-detail-fee').textContent).toBe('1288.00');
    expect(within(screen.getByTestId('fee-breakdown')).getByText('楼层加收（13层）')).toBeTruthy();
    const summary = await screen.findByTestId('equipment-summary');
    expect(within(summary).getByRole('link', { name: /查看设备档案/ }).getAttribute('href')).toBe('/equipment/detail/elevator?id=30103');
    const result = await screen.findByTestId('set-detail-result');
    expect(within(result).getByText('NBTJ-DT-2026-100001')).toBeTruthy();
    expect(await within(result).findByTestId('report-file-DYSYBJ')).toBeTruthy();
    expect(calls.callsTo('/api/v1/equipment/30103')).toHaveLength(1);
  });

  it('finds the second item by its equipment id, which has no result yet', async () => {
    api();
    renderPage(<SetDetailPage />, { url: '/company-service/set-detail?applicationId=60004&equipmentId=30104' });
    expect(within(await screen.findByTestId('set-detail-item')).getByText('4号客梯')).toBeTruthy();
    expect(await within(await screen.findByTestId('set-detail-result')).findByText('尚未出具检验结果。')).toBeTruthy();
    expect(screen.queryByTestId('report-file-LLDSJ')).toBeNull();
  });

  it('says so when the application does not include the equipment', async () => {
    api();
    renderPage(<SetDetailPage />, { url: '/company-service/set-detail?applicationId=60004&equipmentId=39999' });
    expect(await screen.findByText('该报检申请中没有这台设备')).toBeTruthy();
  });

  it('asks nothing when either id is missing', async () => {
    const calls = api();
    renderPage(<SetDetailPage />, { url: '/company-service/set-detail?applicationId=60004' });
    expect(await screen.findByText('未指定要查看的记录，请从列表中打开')).toBeTruthy();
    expect(calls.calls).toHaveLength(0);
  });
});
