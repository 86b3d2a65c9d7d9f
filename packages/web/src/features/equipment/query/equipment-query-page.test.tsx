import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, notImplemented, pageOf } from '../../../test-support/fake-api';
import { ELEVATOR_SUMMARY } from '../test-support/fixtures';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { EquipmentQueryPage } from './equipment-query-page';

afterEach(() => vi.unstubAllGlobals());

describe('EquipmentQueryPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for the view with its default sort and shows the rows', async () => {
    const api = installFakeApi({ 'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY], 1) });
    renderPage(<EquipmentQueryPage view="overdue" />, { url: '/equipment/query-timeout' });
    expect(await screen.findByText('1号客梯')).toBeTruthy();
    const url = api.callsTo('/api/v1/equipment')[0]?.url;
    expect(url?.searchParams.get('view')).toBe('overdue');
    expect(url?.searchParams.get('sort')).toBe('nextCheckDate:asc');
    expect(screen.getByText('共 1 台设备')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1号客梯' }).getAttribute('href')).toBe('/equipment/detail/elevator?id=eq-yl-1');
  });

  it('sends the filters of the URL and sorts on a header click', async () => {
    const api = installFakeApi({ 'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY], 1) });
    renderPage(<EquipmentQueryPage view="comprehensive" />, { url: '/equipment/query-comprehensive?categoryCode=3000&useState=in_use' });
    await screen.findByText('1号客梯');
    const first = api.callsTo('/api/v1/equipment')[0]?.url;
    expect(first?.searchParams.get('categoryCode')).toBe('3000');
    expect(first?.searchParams.get('useState')).toBe('in_use');
    const table = screen.getByTestId('equipment-table');
    fireEvent.click(within(table).getByText('设备名称'));
    await waitFor(() => expect(api.callsTo('/api/v1/equipment').at(-1)?.url.searchParams.get('sort')).toBe('name:asc'));
  });

  it('refuses a short registration code before asking the server', async () => {
    const api = installFakeApi({ 'GET /api/v1/equipment': () => pageOf([], 0) });
    renderPage(<EquipmentQueryPage view="comprehensive" />, { url: '/equipment/query-comprehensive' });
    await screen.findByText('暂无数据');
    const before = api.callsTo('/api/v1/equipment').length;
    const filters = screen.getByTestId('equipment-filters');
    fireEvent.change(within(filters).getByRole('textbox', { name: '注册代码' }), { target: { value: '3110' } });
    fireEvent.click(within(filters).getByRole('button', { name: /查询/ }));
    expect(await screen.findByText('请输入20位数字的注册代码')).toBeTruthy();
    expect(api.callsTo('/api/v1/equipment')).toHaveLength(before);
  });

  it('shows the problem detail of a 501 and asks again on retry', async () => {
    let calls = 0;
    installFakeApi({
      'GET /api/v1/equipment': () => (++calls === 1 ? notImplemented('设备查询接口尚未接入平台') : pageOf([ELEVATOR_SUMMARY], 1)),
    });
    renderPage(<EquipmentQueryPage view="overdue" />, { url: '/equipment/query-timeout' });
    expect(await screen.findByText('设备查询接口尚未接入平台')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('1号客梯')).toBeTruthy();
  });

  it('shows in the aboutToExpire view when and what runs out', async () => {
    const expiring = { ...ELEVATOR_SUMMARY, expiryDate: '2031-06-30', expiryKind: 'certificate' as const };
    installFakeApi({ 'GET /api/v1/equipment': () => pageOf([expiring], 1) });
    renderPage(<EquipmentQueryPage view="aboutToExpire" />, { url: '/equipment/query-about-expire' });
    const table = await screen.findByTestId('equipment-table');
    expect(within(table).getByText('到期日期')).toBeTruthy();
    expect(await within(table).findByText('2031-06-30')).toBeTruthy();
    expect(within(table).getByText('使用登记证到期')).toBeTruthy();
  });

  it('sends the load-test filters kept in the URL and shows the load-test date', async () => {
    const crane = { ...ELEVATOR_SUMMARY, loadTestDate: '2023-04-18' };
    const api = installFakeApi({ 'GET /api/v1/equipment': () => pageOf([crane], 1) });
    renderPage(<EquipmentQueryPage view="loadTest" />, { url: '/equipment/query-payload-time?loadTestYears=2&loadTestDateTo=2023-12-31' });
    const table = await screen.findByTestId('equipment-table');
    expect(within(table).getByText('载荷试验日期')).toBeTruthy();
    expect(await within(table).findByText('2023-04-18')).toBeTruthy();
    expect(within(table).queryByText('到期日期')).toBeNull();
    const url = api.callsTo('/api/v1/equipment')[0]?.url;
    expect(url?.searchParams.get('loadTestYears')).toBe('2');
    expect(url?.searchParams.get('loadTestDateTo')).toBe('2023-12-31');
    const filters = screen.getByTestId('equipment-filters');
    expect((within(filters).getByRole('textbox', { name: '距上次载荷试验满（年）' }) as HTMLInputElement).value).toBe('2');
  });

  it('keeps the chosen columns for the view', async () => {
    installFakeApi({ 'GET /api/v1/equipment': () => pageOf([ELEVATOR_SUMMARY], 1) });
    renderPage(<EquipmentQueryPage view="nonUse" />, { url: '/equipment/query-non-use' });
    await screen.findByText('1号客梯');
    fireEvent.click(screen.getByRole('button', { name: /显示列/ }));
    const chooser = await screen.findByTestId('column-chooser');
    fireEvent.click(within(chooser).getByText('设备代码'));
    expect(await within(screen.getByTestId('equipment-table')).findByText('31101201220210045')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('portal.equipment.columns.nonUse') ?? '[]')).toContain('deviceCode');
  });
});
