import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { PayOrderPage } from './pay-order-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const ORDER = { orderNo: 'JY20261127090000000001', amount: 1288, payee: '宁波市特种设备检验研究院', item: '特种设备检验费', state: 'failed', payUrl: '', expiresAt: '2026-11-27 09:15:00' };
const STATUS = { state: 'unpaid', amount: 1288, orderNo: ORDER.orderNo, paidAt: null, orderState: 'failed', expiresAt: ORDER.expiresAt };

describe('PayOrderPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('says online payment is not open when 重新支付 is refused, and offers no further retry', async () => {
    installFakeApi({
      'GET /api/v1/payment-orders/:orderNo': () => ({ body: ORDER }),
      'GET /api/v1/inspection-applications/:id/payment': () => ({ body: STATUS }),
      'GET /api/v1/inspection-applications/:id': () => ({ status: 404, body: { type: 'about:blank', title: '未找到', status: 404 } }),
      'POST /api/v1/inspection-applications/:id/payments': () => ({
        status: 409,
        body: { type: 'about:blank', title: '冲突', status: 409, detail: '在线缴费未开通，请联系检验机构线下缴费' },
      }),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<PayOrderPage />), { url: `/pay-code-order?id=60001&orderNo=${ORDER.orderNo}` });
    (await screen.findByTestId('pay-retry')).click();
    expect(tag.title()).toBe('扫码支付·…127090000000001');
    expect((await screen.findByTestId('pay-refused')).textContent).toBe('在线缴费未开通，请联系检验机构线下缴费');
    expect(screen.queryByTestId('pay-retry')).toBeNull();
    expect(screen.queryByTestId('pay-order-ended')).toBeNull();
    expect(screen.queryByTestId('pay-qr-code')).toBeNull();
    expect(screen.getByRole('link', { name: /查看报检申请/ })).toBeTruthy();
  });
});
