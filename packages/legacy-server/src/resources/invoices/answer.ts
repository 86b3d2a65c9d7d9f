import { INVOICE_SELLER } from '@portal/legacy-protocol';
import { formatWireDateTime } from '../../http/wire-date';
import type { InvoiceRow } from './table';

const stamp = (instant: Date | null): string | null => (instant ? formatWireDateTime(instant) : null);

/** One invoice as `invoice/list` writes it (the platform's field names; absent values null). */
export function invoiceAnswer(row: InvoiceRow, unitName: string | null = null) {
  return {
    id: row.id,
    invoiceNo: row.invoiceNo,
    status: row.state,
    title: row.title,
    taxNo: row.taxNo,
    amount: row.amount,
    onlinelsh: row.applicationNo,
    applicationId: row.applicationId,
    orderNo: row.orderNo,
    issueDate: stamp(row.issuedAt),
    voidDate: stamp(row.voidedAt),
    voidReason: row.voidReason,
    unitName,
    createDate: formatWireDateTime(row.createdAt),
  };
}

/** `invoice/detail/{id}`: the invoice, its lines and the seller. */
export function invoiceDetailAnswer(row: InvoiceRow, unitName: string | null = null) {
  return { ...invoiceAnswer(row, unitName), sellerName: INVOICE_SELLER.name, sellerTaxNo: INVOICE_SELLER.taxNo, lines: row.lines };
}
