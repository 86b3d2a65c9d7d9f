import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { FaultListPage } from './fault-list-page';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const FAULT = {
  id: '72001',
  registerCode: '34303302122021080047',
  equipmentName: '杂物电梯',
  place: '后厨传菜间',
  faultAt: '2026-11-07 09:10:00',
  faultDescription: '控制板死机，轿厢停在二层',
  faultCause: 'equipment',
  handling: '复位控制板，更换稳压模块',
  recoveredAt: '2026-11-07 09:45:00',
  handler: '周涛',
  attachmentIds: [],
};

const LIST = '/api/v1/fault-registrations';
const EXPORT = '/api/v1/fault-registrations/export';

describe('FaultListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('exports the whole list with the current filters and order, no paging', async () => {
    const api = installFakeApi({ [`GET ${LIST}`]: () => pageOf([FAULT]), [`GET ${EXPORT}`]: () => ({ body: 'xlsx' }) });
    // jsdom has no object URLs and does not navigate: the saved file is the anchor's click.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fault'), revokeObjectURL: vi.fn() });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<FaultListPage />, { url: `/company-service/fault-registration-list?keyword=${encodeURIComponent('控制板')}&dateFrom=2026-11-01&dateTo=2026-11-30&page=2` });
    const table = await screen.findByTestId('fault-table');
    expect(within(table).getByText('后厨传菜间')).toBeTruthy();
    const button = screen.getByTestId('export-button');
    expect(button.textContent).toContain('导出');
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo(EXPORT)).toHaveLength(1));
    const params = Object.fromEntries(api.callsTo(EXPORT)[0]!.url.searchParams);
    expect(params).toEqual({ keyword: '控制板', dateFrom: '2026-11-01', dateTo: '2026-11-30', sort: 'faultAt:desc' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('offers no export of an empty list', async () => {
    installFakeApi({ [`GET ${LIST}`]: () => pageOf([]) });
    renderPage(<FaultListPage />, { url: '/company-service/fault-registration-list' });
    await waitFor(() => expect((screen.getByTestId('export-button') as HTMLButtonElement).disabled).toBe(true));
  });
});
