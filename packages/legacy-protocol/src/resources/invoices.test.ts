import { describe, expect, it } from 'vitest';
import {
  invoiceDetailPath,
  invoicePrintPath,
  invoiceStateCode,
  invoiceStateWord,
  WIRE_INVOICE_STATES,
  ZWireInvoice,
  ZWireInvoiceDetail,
  ZWireInvoiceTitleForm,
  ZWireInvoiceVoidForm,
} from './invoices';

describe('invoice wire', () => {
  it('maps the state words both ways', () => {
    expect(WIRE_INVOICE_STATES).toEqual(['未开', '已开', '作废']);
    expect(invoiceStateWord('voided')).toBe('作废');
    expect(invoiceStateCode('已开')).toBe('issued');
    expect(invoiceStateCode('红冲')).toBeUndefined();
  });

  it('builds the id paths', () => {
    expect(invoiceDetailPath('70001')).toBe('/a/stone/invoice/detail/70001');
    expect(invoicePrintPath('70001')).toBe('/api/print/invoice/70001');
  });

  it('reads a list row with absent values, and a detail with its lines', () => {
    const row = ZWireInvoice.parse({ id: '70009', invoiceNo: null, status: '未开', amount: '1288.00', createDate: '2026-11-23 10:00:00' });
    expect(row).toMatchObject({ id: '70009', status: '未开', amount: 1288 });
    expect(row.invoiceNo ?? '').toBe('');
    const detail = ZWireInvoiceDetail.parse({ id: '70001', status: '已开', createDate: '2026-11-23 10:00:00', lines: [{ name: '检验费', amount: 560 }] });
    expect(detail.lines).toEqual([expect.objectContaining({ name: '检验费', amount: 560 })]);
    expect(ZWireInvoiceDetail.parse({ id: '1', status: '已开', createDate: '2026-11-23' }).lines).toEqual([]);
  });

  it('checks the title and void forms', () => {
    expect(ZWireInvoiceTitleForm.safeParse({ id: '1', title: '宁波悦澜', taxNo: '91330200MA2AB3CD4E' }).success).toBe(true);
    expect(ZWireInvoiceTitleForm.safeParse({ id: '1', title: '宁波悦澜', taxNo: '9133-02' }).success).toBe(false);
    expect(ZWireInvoiceTitleForm.safeParse({ id: '1', title: ' ', taxNo: '91330200MA2AB3CD4E' }).success).toBe(false);
    expect(ZWireInvoiceVoidForm.safeParse({ id: '1', reason: '  ' }).success).toBe(false);
  });
});
