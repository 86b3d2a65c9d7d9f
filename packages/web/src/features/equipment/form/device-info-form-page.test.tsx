import { message } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { ELEVATOR_DETAIL } from '../test-support/fixtures';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { DeviceInfoFormPage } from './device-info-form-page';

afterEach(() => vi.unstubAllGlobals());

describe('DeviceInfoFormPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for the required fields instead of saving an empty form', async () => {
    const api = installFakeApi({ 'POST /api/v1/equipment': () => ({ status: 201, body: ELEVATOR_DETAIL }) });
    renderPage(<DeviceInfoFormPage />, { url: '/equipment/device-info-new?mode=add' });
    fireEvent.click(await screen.findByTestId('save-draft'));
    expect((await screen.findAllByText('此项为必填项')).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(message('areaLastLevel'))).toBeTruthy();
    const form = screen.getByTestId('device-form');
    expect((form.querySelector('select[name="areaCode.province"]') as HTMLSelectElement).value).toBe('330000');
    expect((form.querySelector('select[name="areaCode.city"]') as HTMLSelectElement).value).toBe('330200');
    expect(api.callsTo('/api/v1/equipment')).toHaveLength(0);
  });

  it('shows the elevator parameters once the category is chosen, and submits with commit', async () => {
    const api = installFakeApi({ 'POST /api/v1/equipment': () => ({ status: 201, body: ELEVATOR_DETAIL }) });
    renderPage(<DeviceInfoFormPage />, { url: '/equipment/device-info-new?mode=add&category=3000' });
    const form = await screen.findByTestId('device-form');
    const select = (name: string) => form.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
    const input = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(select('subTypeCode'), { target: { value: '3110' } });
    expect(await screen.findByText('额定载重量')).toBeTruthy();
    fireEvent.change(input('name'), { target: { value: '1号客梯' } });
    fireEvent.change(input('usePlace'), { target: { value: '鄞州区天童南路 588 号' } });
    fireEvent.change(select('areaCode.district'), { target: { value: '330212' } });
    fireEvent.change(input('param.ratedLoad'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/equipment')).toHaveLength(1));
    const body = api.callsTo('/api/v1/equipment')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ commit: true, categoryCode: '3000', subTypeCode: '3110', areaCode: '330212', params: { ratedLoad: 1000 } });
  });

  it('opens a registered file read-only in edit mode', async () => {
    installFakeApi({ 'GET /api/v1/equipment/:id': () => ({ body: ELEVATOR_DETAIL }) });
    renderPage(<DeviceInfoFormPage />, { url: '/equipment/device-info-new?mode=edit&id=eq-yl-1' });
    expect(await screen.findByText(/不能直接修改/)).toBeTruthy();
    expect(screen.queryByTestId('submit')).toBeNull();
  });
});
