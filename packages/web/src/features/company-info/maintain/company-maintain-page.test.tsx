import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { CompanyMaintainPage } from './company-maintain-page';

afterEach(() => vi.unstubAllGlobals());

const UNIT = {
  id: '20002',
  name: '宁波悦澜酒店管理有限公司',
  creditCode: '91330212MA281Q4D6T',
  areaCode: '330212',
  regAddress: '浙江省宁波市鄞州区首南街道天童南路588号',
  businessAddress: '',
  legalPerson: '沈嘉怡',
  contactPerson: '张丽',
  contactPhone: '0574-87261188',
  postcode: '315100',
  fixedAssets: '12600',
  foundDate: '2015-09-02',
  regAuthority: '宁波市鄞州区市场监督管理局',
  email: 'gongcheng@yuelanhotel.cn',
};

describe('CompanyMaintainPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('saves the kept fields and applies only for the registered fields that change', async () => {
    const api = installFakeApi({
      'GET /api/v1/unit': () => ({ body: UNIT }),
      'PUT /api/v1/unit': (call) => ({ body: { ...UNIT, ...(call.body as object) } }),
      'POST /api/v1/unit/change-applications': () => ({ status: 201, body: [] }),
    });
    renderPage(<CompanyMaintainPage />, { url: '/company-info/maintain' });
    const form = await screen.findByTestId('company-form');
    fireEvent.change(within(form).getByLabelText(/联系人/), { target: { value: '王晓燕' } });
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(api.callsTo('/api/v1/unit').filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = api.callsTo('/api/v1/unit').find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ contactPerson: '王晓燕', areaCode: '330212', foundDate: '2015-09-02' });
    expect(put?.body).not.toHaveProperty('regAddress');

    fireEvent.click(screen.getByTestId('company-apply-change'));
    const dialog = await screen.findByTestId('company-change-dialog');
    fireEvent.change(within(dialog).getByLabelText(/单位名称/), { target: { value: UNIT.name } });
    fireEvent.change(within(dialog).getByLabelText(/法定代表人/), { target: { value: '周国平' } });
    fireEvent.change(within(dialog).getByLabelText(/变更原因/), { target: { value: '法定代表人变更' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(api.callsTo('/api/v1/unit/change-applications')).toHaveLength(1));
    expect(api.callsTo('/api/v1/unit/change-applications')[0]?.body).toEqual({
      changes: [{ field: 'legalPerson', newValue: '周国平' }],
      reason: '法定代表人变更',
    });
  });

  // The same stored value /register takes in 万元 (register-page.test.tsx): shown as stored, not converted.
  it('shows and takes the fixed assets in 万元', async () => {
    installFakeApi({ 'GET /api/v1/unit': () => ({ body: UNIT }) });
    renderPage(<CompanyMaintainPage />, { url: '/company-info/maintain' });
    await screen.findByTestId('company-form');
    expect(await screen.findByRole('textbox', { name: '固定资产（万元）' })).toHaveProperty('value', '12600');
  });
});
