import { message } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { CurrentLocation, withNotices } from '../../../test-support/page-probes';
import { ELEVATOR_DETAIL } from '../test-support/fixtures';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { DeviceInfoFormPage } from './device-info-form-page';
import { tagSpy } from '../../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

function renderForm(url: string) {
  return renderPage(
    <>
      <DeviceInfoFormPage />
      <CurrentLocation />
    </>,
    { url },
  );
}

describe('DeviceInfoFormPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for the required fields instead of saving an empty form', async () => {
    const api = installFakeApi({ 'POST /api/v1/equipment': () => ({ status: 201, body: { id: 'eq-new', state: 'draft' } }) });
    renderPage(<DeviceInfoFormPage />, { url: '/equipment/device-info-new?mode=add' });
    fireEvent.click(await screen.findByTestId('save-draft'));
    expect((await screen.findAllByText('此项为必填项')).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(message('areaLastLevel'))).toBeTruthy();
    const form = screen.getByTestId('device-form');
    expect((form.querySelector('select[name="areaCode.province"]') as HTMLSelectElement).value).toBe('330000');
    expect((form.querySelector('select[name="areaCode.city"]') as HTMLSelectElement).value).toBe('330200');
    expect(api.callsTo('/api/v1/equipment')).toHaveLength(0);
  });

  it('shows the elevator parameters once the category is chosen, submits with commit and opens the saved id', async () => {
    const api = installFakeApi({ 'POST /api/v1/equipment': () => ({ status: 201, body: { id: 'eq-new', state: 'submitted' } }) });
    await withNotices(async (notices) => {
      renderForm('/equipment/device-info-new?mode=add&category=3000');
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
      // The save answers only { id, state }: the detail opens by the category entered and the id answered.
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/equipment/detail/elevator?id=eq-new'));
      expect(notices).toContainEqual({ type: 'success', title: '提交成功' });
    });
  });

  it('saves an edited draft and opens the detail of its id', async () => {
    const draft = { ...ELEVATOR_DETAIL, recordState: 'draft' as const };
    const api = installFakeApi({
      'GET /api/v1/equipment/:id': () => ({ body: draft }),
      'PUT /api/v1/equipment/:id': () => ({ body: { id: draft.id, state: 'draft' } }),
    });
    await withNotices(async (notices) => {
      renderForm(`/equipment/device-info-new?mode=edit&id=${draft.id}`);
      const form = await screen.findByTestId('device-form');
      fireEvent.change(form.querySelector('input[name="usePlace"]') as HTMLInputElement, { target: { value: '悦澜酒店 2 号楼' } });
      fireEvent.click(screen.getByTestId('save-draft'));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/equipment/detail/elevator?id=${draft.id}`));
      const put = api.calls.find((entry) => entry.method === 'PUT');
      expect(put?.body).toMatchObject({ commit: false, categoryCode: '3000', usePlace: '悦澜酒店 2 号楼' });
      expect(notices).toContainEqual({ type: 'success', title: '保存成功' });
    });
  });

  it('opens a registered file read-only in edit mode', async () => {
    installFakeApi({ 'GET /api/v1/equipment/:id': () => ({ body: ELEVATOR_DETAIL }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<DeviceInfoFormPage />), { url: '/equipment/device-info-new?mode=edit&id=eq-yl-1' });
    expect(await screen.findByText(/不能直接修改/)).toBeTruthy();
    expect(tag.title()).toBe('设备信息编辑·KT-01 · 1号客梯');
    expect(screen.queryByTestId('submit')).toBeNull();
  });
});
