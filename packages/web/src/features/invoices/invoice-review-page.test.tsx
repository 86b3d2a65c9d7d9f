import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message, type Invoice } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { InvoiceReviewPage } from './invoice-review-page';

afterEach(() => vi.unstubAllGlobals());

const ISSUED: Invoice = {
  id: '70001',
  invoiceNo: '20263302000000000002',
  title: '宁波悦澜酒店管理有限公司',
  taxNo: '91330212MA281Q4D6T',
  amount: 560,
  applicationNo: 'BJ2026050890004',
  state: 'issued',
  issuedAt: '2026-05-11',
  applicationId: '60004',
  orderNo: 'JY20260511064714000002',
  voidedAt: null,
  voidReason: null,
  unitName: '宁波悦澜酒店管理有限公司',
  createdAt: '2026-05-11 07:47:14',
};

const VOIDED: Invoice = { ...ISSUED, id: '70002', invoiceNo: '20263302000000000001', state: 'voided', voidReason: '抬头缺少纳税人识别号', voidedAt: '2026-05-11 06:00:00' };

describe('InvoiceReviewPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('voids an invoice with the reason the reviewer gives, and refuses an empty one', async () => {
    const api = installFakeApi({
      'GET /api/v1/institute/invoices': () => pageOf([ISSUED, VOIDED]),
      'POST /api/v1/institute/invoices/:id/void': () => ({ body: { ...ISSUED, state: 'voided', voidReason: '开票信息有误', lines: [], sellerName: '', sellerTaxNo: '', issuedAtTime: null } }),
    });
    renderPage(<InvoiceReviewPage />, { url: '/inspection-review/invoices', user: INSTITUTE_USER });
    const table = await screen.findByTestId('invoice-review-table');
    expect(await within(table).findByText('抬头缺少纳税人识别号')).toBeTruthy();
    // A voided invoice cannot be voided again.
    expect(within(table).getAllByTestId('invoice-void')).toHaveLength(1);
    fireEvent.click(within(table).getByTestId('invoice-void'));
    const dialog = await screen.findByTestId('invoice-void-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认作废' }));
    expect(await within(dialog).findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/institute/invoices/70001/void')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '作废原因' }), { target: { value: '开票信息有误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认作废' }));
    await waitFor(() => expect(api.callsTo('/api/v1/institute/invoices/70001/void')[0]?.body).toEqual({ reason: '开票信息有误' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-void-dialog')).toBeNull());
  });
});
