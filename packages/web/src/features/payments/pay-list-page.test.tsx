import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { tagSpy } from '../../test-support/page-tag-spy';
import { PayListPage } from './pay-list-page';

afterEach(() => vi.unstubAllGlobals());

const SUMMARY = {
  id: '60001',
  applicationNo: 'BJ2026111590001',
  kind: 'periodic',
  state: 'awaiting_payment',
  equipmentCount: 1,
  categoryCodes: ['3000'],
  wishedDate: null,
  submittedAt: '2026-11-16 05:58:00',
  fee: 1288,
  paymentState: 'unpaid',
};

const DETAIL = {
  ...SUMMARY,
  items: [
    {
      equipmentId: '30101',
      categoryCode: '3000',
      subTypeCode: '3110',
      registerCode: '31103302122021080045',
      deviceCode: '',
      equipmentName: '1号客梯',
      usePlace: '1号楼',
      fee: 1288,
      feeBreakdown: [{ label: '电梯定期检验费', amount: 1288 }],
    },
  ],
  institute: '宁波市特种设备检验研究院',
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号',
  areaCode: '330212',
  maintenanceUnit: '',
  invoiceTitle: '',
  taxNo: '',
  reportPickup: 'self',
  expressAddress: '',
  urgent: false,
  remark: '',
  opinion: null,
  authCodeExpiresAt: null,
  history: [],
  attachments: [],
};

const NOT_OPEN = { status: 409, body: { type: 'about:blank', title: '冲突', status: 409, detail: '在线缴费未开通，请联系检验机构线下缴费' } };

describe('PayListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('names its tag after the one application it is opened for', async () => {
    installFakeApi({ 'GET /api/v1/inspection-applications': () => pageOf([SUMMARY]) });
    const tag = tagSpy();
    renderPage(tag.wrap(<PayListPage />), { url: '/company-service/online-apply-pay?id=60001' });
    expect(await screen.findByTestId('pay-start')).toBeTruthy();
    expect(tag.title()).toBe('网上缴费·BJ2026111590001');
  });

  it('says online payment is not open instead of opening an order, and offers no retry', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-applications': () => pageOf([SUMMARY]),
      'GET /api/v1/inspection-applications/:id': () => ({ body: DETAIL }),
      'POST /api/v1/inspection-applications/:id/payments': () => NOT_OPEN,
    });
    renderPage(<PayListPage />, { url: '/company-service/online-apply-pay' });
    (await screen.findByTestId('pay-start')).click();
    const note = await screen.findByTestId('pay-refused');
    expect(note.textContent).toBe('在线缴费未开通，请联系检验机构线下缴费');
    expect(screen.queryByTestId('pay-start')).toBeNull();
    expect(screen.queryByRole('button', { name: /重新支付|重试/ })).toBeNull();
    expect(screen.queryByTestId('pay-qr-code')).toBeNull();
    // The rest stays usable: the application's fees and its detail link.
    expect(screen.getByTestId('pay-amount').textContent).toBe('1288.00');
    expect(screen.getByRole('link', { name: /查看申请/ }).getAttribute('href')).toBe('/company-service/online-apply-detail?id=60001');
    expect(api.callsTo('/api/v1/inspection-applications/60001/payments')).toHaveLength(1);
  });

  it('keeps the pay button after a failure a retry may mend', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-applications': () => pageOf([SUMMARY]),
      'GET /api/v1/inspection-applications/:id': () => ({ body: DETAIL }),
      'POST /api/v1/inspection-applications/:id/payments': () => ({ status: 502, body: { type: 'about:blank', title: '平台错误', status: 502, detail: '支付服务暂时不可用，请稍后再试' } }),
    });
    renderPage(<PayListPage />, { url: '/company-service/online-apply-pay' });
    (await screen.findByTestId('pay-start')).click();
    await waitFor(() => expect(api.callsTo('/api/v1/inspection-applications/60001/payments')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('pay-start').hasAttribute('data-loading')).toBe(false));
    expect(screen.queryByTestId('pay-refused')).toBeNull();
    expect(screen.getByTestId('pay-start')).toBeTruthy();
  });
});
