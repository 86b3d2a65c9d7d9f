import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message, type InvoiceDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { InvoiceDetailPage, InvoiceQueryPage } from './invoice-pages';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const ISSUED: InvoiceDetail = {
  id: '70001',
  invoiceNo: '20263302000000000002',
  title: '宁波悦澜酒店管理有限公司',
  taxNo: '91330200MA2AB3CD4E',
  amount: 1288,
  applicationNo: 'BJ2026052300004',
  state: 'issued',
  issuedAt: '2026-05-10',
  applicationId: '60004',
  orderNo: 'JY20260510093000000002',
  voidedAt: null,
  voidReason: null,
  unitName: '宁波悦澜酒店管理有限公司',
  createdAt: '2026-05-10 09:30:00',
  issuedAtTime: '2026-05-10 09:30:00',
  sellerName: '宁波市特种设备检验研究院',
  sellerTaxNo: '12330200470412345X',
  lines: [{ name: '*鉴证咨询服务*特种设备检验费', detail: '定期检验 自动扶梯 33103302002018050001', amount: 1288 }],
};

const PENDING: InvoiceDetail = { ...ISSUED, id: '70009', invoiceNo: '', title: '', taxNo: '', state: 'not_issued', issuedAt: null, issuedAtTime: null };

describe('InvoiceQueryPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the invoices with their state and sends the filters', async () => {
    const api = installFakeApi({ 'GET /api/v1/invoices': () => pageOf([ISSUED, PENDING]) });
    renderPage(<InvoiceQueryPage />, { url: '/company-service/invoice-query?state=issued' });
    const table = await screen.findByTestId('invoice-table');
    expect(await within(table).findByText('20263302000000000002')).toBeTruthy();
    expect(within(table).getByText('已开')).toBeTruthy();
    expect(within(table).getByText('未开')).toBeTruthy();
    expect(within(table).getAllByText('1288.00')).toHaveLength(2);
    // Only the issued invoice has a PDF.
    expect(within(table).getAllByTestId('invoice-download')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('/api/v1/invoices')[0]?.url.searchParams.get('state')).toBe('issued'));
  });

  it('says so when there is no invoice', async () => {
    installFakeApi({ 'GET /api/v1/invoices': () => pageOf([]) });
    renderPage(<InvoiceQueryPage />, { url: '/company-service/invoice-query' });
    expect(await screen.findByText('暂无发票。检验费用缴纳成功后，发票会出现在这里。')).toBeTruthy();
  });
});

describe('InvoiceDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows an issued invoice with its lines and the download, and no title form', async () => {
    installFakeApi({ 'GET /api/v1/invoices/:id': () => ({ body: ISSUED }) });
    const tag = tagSpy();
    renderPage(tag.wrap(<InvoiceDetailPage />), { url: '/company-service/invoice-detail?id=70001' });
    expect(await screen.findByText('91330200MA2AB3CD4E')).toBeTruthy();
    expect(tag.title()).toBe('发票详情·BJ2026052300004');
    expect(within(screen.getByTestId('invoice-lines')).getByText('定期检验 自动扶梯 33103302002018050001')).toBeTruthy();
    expect(screen.getByTestId('invoice-download')).toBeTruthy();
    expect(screen.queryByTestId('invoice-title-form')).toBeNull();
  });

  it('refuses a bad tax number with the message and sends nothing, then issues with a good one', async () => {
    const api = installFakeApi({
      'GET /api/v1/invoices/:id': () => ({ body: PENDING }),
      'PUT /api/v1/invoices/:id/title': (call) => ({ body: { ...ISSUED, id: '70009', ...(call.body as object) } }),
    });
    renderPage(<InvoiceDetailPage />, { url: '/company-service/invoice-detail?id=70009' });
    const form = await screen.findByTestId('invoice-title-form');
    fireEvent.click(within(form).getByTestId('invoice-title-save'));
    expect(await within(form).findByText(message('required'))).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: '发票抬头' }), { target: { value: '宁波悦澜酒店管理有限公司' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '纳税人识别号' }), { target: { value: '12ab' } });
    fireEvent.click(within(form).getByTestId('invoice-title-save'));
    expect(await within(form).findByText('纳税人识别号应为 15 至 20 位数字或大写字母')).toBeTruthy();
    expect(api.callsTo('/api/v1/invoices/70009/title')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: '纳税人识别号' }), { target: { value: '91330200MA2AB3CD4E' } });
    fireEvent.click(within(form).getByTestId('invoice-title-save'));
    await waitFor(() => expect(api.callsTo('/api/v1/invoices/70009/title')[0]?.body).toEqual({ title: '宁波悦澜酒店管理有限公司', taxNo: '91330200MA2AB3CD4E' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-title-form')).toBeNull());
    expect(screen.getByText('已开')).toBeTruthy();
  });
});
