import { USE_REGISTRATION_KINDS } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { CurrentLocation, withNotices } from '../../../test-support/page-probes';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { tagSpy } from '../../../test-support/page-tag-spy';
import { DRAFT_REGISTRATION as DRAFT } from '../test-support/fixtures';
import { UseRegistrationApplyPage } from './use-registration-apply-page';

afterEach(() => vi.unstubAllGlobals());

function fakeApi(saved: { id: string; state: string }) {
  return installFakeApi({
    'GET /api/v1/use-registration-kinds': () => ({ body: USE_REGISTRATION_KINDS }),
    'GET /api/v1/unit': () => ({ status: 404 }),
    'GET /api/v1/use-registrations/:id': () => ({ body: DRAFT }),
    'POST /api/v1/use-registrations': () => ({ status: 201, body: saved }),
    'PUT /api/v1/use-registrations/:id': () => ({ body: saved }),
  });
}

describe('UseRegistrationApplyPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('saves a new application and opens the detail of the id the save answered', async () => {
    const api = fakeApi({ id: '40021', state: 'draft' });
    await withNotices(async (notices) => {
      renderPage(
        <>
          <UseRegistrationApplyPage />
          <CurrentLocation />
        </>,
        { url: '/use-record/apply' },
      );
      const form = await screen.findByTestId('use-record-form');
      const choose = (label: RegExp | string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      choose(/登记类别/, 'first_use');
      choose(/设备类别/, '3000');
      choose(/设备品种/, '3110');
      choose(/设备名称/, '1号客梯');
      choose(/^使用地点/, '主楼东侧电梯厅');
      choose('省', '330000');
      choose('市', '330200');
      choose('区(县)', '330212');
      choose(/投用日期/, '2021-09-01');
      choose(/^安全管理员\s*\*?$/, '张丽');
      choose(/安全管理员手机/, '13958201746');
      fireEvent.click(within(form).getByTestId('save-draft'));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/use-record/detail?id=40021'));
      const posted = api.callsTo('/api/v1/use-registrations').filter((call) => call.method === 'POST');
      expect(posted.map((call) => call.body)).toEqual([expect.objectContaining({ equipmentName: '1号客梯', areaCode: '330212', commit: false })]);
      expect(notices).toContainEqual({ type: 'success', title: '保存成功' });
    });
  });

  it('submits a draft, says so, opens its detail and reads the application again', async () => {
    const api = fakeApi({ id: '40002', state: 'submitted' });
    await withNotices(async (notices) => {
      const tag = tagSpy();
      renderPage(
        tag.wrap(
          <>
            <UseRegistrationApplyPage />
            <CurrentLocation />
          </>,
        ),
        { url: '/use-record/apply?id=40002' },
      );
      const form = await screen.findByTestId('use-record-form');
      expect(tag.title()).toBe('编辑·…DJ2024052000002');
      const reads = () => api.callsTo('/api/v1/use-registrations/40002').filter((call) => call.method === 'GET').length;
      const readsBefore = reads();
      const declaration = within(form).getByRole<HTMLInputElement>('checkbox');
      fireEvent.click(declaration);
      await waitFor(() => expect(declaration.checked).toBe(true));
      fireEvent.click(within(form).getByTestId('submit'));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/use-record/detail?id=40002'));
      const put = api.callsTo('/api/v1/use-registrations/40002').filter((call) => call.method === 'PUT');
      expect(put.map((call) => call.body)).toEqual([expect.objectContaining({ usePlace: '主楼东侧电梯厅', declarationAccepted: true, commit: true })]);
      expect(notices).toContainEqual({ type: 'success', title: '提交成功' });
      await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    });
  });
});
