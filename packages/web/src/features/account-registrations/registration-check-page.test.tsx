import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { RegistrationCheckPage } from './registration-check-page';

afterEach(() => vi.unstubAllGlobals());

const ROW = {
  id: 'r1',
  referenceNo: 'ZC20261124001',
  unitName: '宁波海曙汇通电梯工程有限公司',
  creditCode: '91330203MA2GQ8XC93',
  areaCode: '330203',
  contactPerson: '周敏',
  mobileMasked: '139****0123',
  loginName: 'huitong_zm',
  state: 'pending',
  submittedAt: '2026-11-24 03:04:46',
  auditedAt: null,
  auditor: null,
  opinion: null,
};

describe('RegistrationCheckPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the applications with masked mobiles and a link to audit, filtered by the URL', async () => {
    const api = installFakeApi({ 'GET /api/v1/account-registrations': () => pageOf([ROW]) });
    renderPage(<RegistrationCheckPage />, { url: '/account/check?state=pending&keyword=汇通', user: INSTITUTE_USER });
    const table = await screen.findByTestId('registration-check-table');
    const row = await within(table).findByText('宁波海曙汇通电梯工程有限公司');
    expect(row.closest('a')?.getAttribute('href')).toBe('/account/register-detail?id=r1');
    expect(within(table).getByText('139****0123')).toBeTruthy();
    expect(within(table).getByText('ZC20261124001')).toBeTruthy();
    expect(within(table).getByText('浙江省 / 宁波市 / 海曙区')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '审核' })).toBeTruthy();
    await waitFor(() => {
      const query = api.callsTo('/api/v1/account-registrations')[0]?.url.searchParams;
      expect(query?.get('state')).toBe('pending');
      expect(query?.get('keyword')).toBe('汇通');
      expect(query?.get('sort')).toBe('submittedAt:desc');
    });
  });
});
