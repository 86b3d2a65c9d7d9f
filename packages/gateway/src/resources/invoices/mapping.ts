import { INVOICE_STATES, type Invoice, type InvoiceDetail, type InvoiceQuery, type InvoiceTitleBody } from '@portal/contract';
import { WIRE_INVOICE_STATES, type QueryValue, type WireInvoice, type WireInvoiceDetail, type WireInvoiceState } from '@portal/legacy-protocol';
import { codeOf, isoDate, sortFieldsOf, textOrNull, wirePagingOf, wireWordOf } from '../../legacy/wire-values';

// The platform writes states in the Chinese words the contract has as labels.

/** The clean API's sort fields and the platform's names (orderBy is their snake case). */
export const INVOICE_WIRE_SORT = sortFieldsOf(['invoiceNo', 'issuedAt', 'createdAt', 'amount', 'state', 'title', 'applicationNo']);

export const invoiceStateWord = (code: Invoice['state']): WireInvoiceState => wireWordOf(INVOICE_STATES, WIRE_INVOICE_STATES, code);

/** The list query as `invoice/list` (and `auditList`) parameters; undefined when `sort` names no sortable field. */
export function toInvoiceListQuery(query: InvoiceQuery): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, INVOICE_WIRE_SORT);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    status: query.state ? invoiceStateWord(query.state) : undefined,
    issueDateBegin: query.issuedFrom,
    issueDateEnd: query.issuedTo,
  };
}

export function toInvoice(wire: WireInvoice): Invoice {
  return {
    id: wire.id,
    invoiceNo: wire.invoiceNo ?? '',
    title: wire.title ?? '',
    taxNo: wire.taxNo ?? '',
    amount: wire.amount ?? 0,
    applicationNo: textOrNull(wire.onlinelsh),
    state: codeOf(INVOICE_STATES, wire.status, 'invoice state'),
    issuedAt: isoDate(wire.issueDate),
    applicationId: textOrNull(wire.applicationId),
    orderNo: wire.orderNo ?? '',
    voidedAt: textOrNull(wire.voidDate),
    voidReason: textOrNull(wire.voidReason),
    unitName: textOrNull(wire.unitName),
    createdAt: wire.createDate,
  };
}

export function toInvoiceDetail(wire: WireInvoiceDetail): InvoiceDetail {
  return {
    ...toInvoice(wire),
    issuedAtTime: textOrNull(wire.issueDate),
    sellerName: wire.sellerName ?? '',
    sellerTaxNo: wire.sellerTaxNo ?? '',
    lines: wire.lines.map((line) => ({ name: line.name, detail: line.detail ?? '', amount: line.amount ?? 0 })),
  };
}

/** `invoice/saveTitle`'s form. */
export function toInvoiceTitleForm(id: string, body: InvoiceTitleBody): Record<string, string> {
  return { id, title: body.title, taxNo: body.taxNo };
}
