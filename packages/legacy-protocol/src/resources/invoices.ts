import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireList, wireRecord, wireWordsOf, ZWireDateTime, ZWireOptionalDateTime, ZWireOptionalNumber, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Invoices of paid inspection fees (`invoice`, the `appOnline` family: `isSuccess: 1|0` + `errorMsg`
 * with the payload under `data`). The enterprise lists and reads its unit's invoices and supplies the
 * title of one not yet issued (`saveTitle`); the institute voids one (`void`, needs the review menu id).
 * The PDF of an issued invoice comes from the print host.
 */
export const INVOICE_WIRE_PATHS = {
  list: '/a/stone/invoice/list',
  /** `detail/{id}`. */
  detail: '/a/stone/invoice/detail',
  /** `saveTitle`: id, title, taxNo — issues a 未开 invoice. */
  saveTitle: '/a/stone/invoice/saveTitle',
  /** `auditList`: the institute's list of every unit's invoices (same filters, + unitName). */
  auditList: '/a/stone/invoice/auditList',
  /** `void`: id, reason — the institute voids an invoice (作废). */
  void: '/a/stone/invoice/void',
} as const;

/** The print host's PDF of one invoice. */
export const INVOICE_PRINT_PATH = '/api/print/invoice';

export const invoiceDetailPath = (id: string): string => wirePath(INVOICE_WIRE_PATHS.detail, id);
export const invoicePrintPath = (id: string): string => wirePath(INVOICE_PRINT_PATH, id);

/** States as the platform stores and sends them, keyed by the contract's `INVOICE_STATES` codes. */
export const INVOICE_STATE_WORDS = { not_issued: '未开', issued: '已开', voided: '作废' } as const;
export type InvoiceStateCode = keyof typeof INVOICE_STATE_WORDS;
export type WireInvoiceState = (typeof INVOICE_STATE_WORDS)[InvoiceStateCode];
export const WIRE_INVOICE_STATES = wireWordsOf(INVOICE_STATE_WORDS);
export const invoiceStateWord = (code: InvoiceStateCode): WireInvoiceState => INVOICE_STATE_WORDS[code];
export const invoiceStateCode = (word: string): InvoiceStateCode | undefined =>
  (Object.keys(INVOICE_STATE_WORDS) as InvoiceStateCode[]).find((code) => INVOICE_STATE_WORDS[code] === word);

/** The platform's texts a client acts on. */
export const INVOICE_MESSAGES = {
  notFound: '发票不存在或无权查看',
  notIssued: '发票尚未开具，不能下载',
  alreadyIssued: '发票已开具，抬头不能修改',
  alreadyVoided: '发票已作废',
  titleRequired: '请填写发票抬头',
  taxNoInvalid: '纳税人识别号应为 15 至 20 位数字或大写字母',
  reasonRequired: '请填写作废原因',
} as const;

/** The payee (seller) every invoice names. */
export const INVOICE_SELLER = { name: '宁波市特种设备检验研究院', taxNo: '12330200470412345X' } as const;

/** One line of an invoice (yuan). */
export const ZWireInvoiceLine = wireRecord({ name: ZWireText, detail: ZWireOptionalText, amount: ZWireOptionalNumber });
export type WireInvoiceLine = z.infer<typeof ZWireInvoiceLine>;

const INVOICE_FIELDS = {
  id: ZWireText,
  invoiceNo: ZWireOptionalText,
  status: ZWireText,
  title: ZWireOptionalText,
  taxNo: ZWireOptionalText,
  amount: ZWireOptionalNumber,
  onlinelsh: ZWireOptionalText,
  applicationId: ZWireOptionalText,
  orderNo: ZWireOptionalText,
  issueDate: ZWireOptionalDateTime,
  voidDate: ZWireOptionalDateTime,
  voidReason: ZWireOptionalText,
  unitName: ZWireOptionalText,
  createDate: ZWireDateTime,
};

/** One invoice as `invoice/list` writes it. */
export const ZWireInvoice = wireRecord(INVOICE_FIELDS);
export type WireInvoice = z.infer<typeof ZWireInvoice>;

/** `invoice/detail/{id}`: the invoice with its lines and the seller. */
export const ZWireInvoiceDetail = wireRecord({
  ...INVOICE_FIELDS,
  sellerName: ZWireOptionalText,
  sellerTaxNo: ZWireOptionalText,
  lines: wireList(ZWireInvoiceLine),
});
export type WireInvoiceDetail = z.infer<typeof ZWireInvoiceDetail>;

/** `invoice/list` filters (besides pageNo / pageSize / orderBy). */
export const ZWireInvoiceQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(WIRE_INVOICE_STATES).optional(),
  issueDateBegin: z.string().optional(),
  issueDateEnd: z.string().optional(),
});
export type WireInvoiceQuery = z.input<typeof ZWireInvoiceQuery>;

/** A taxpayer id (统一社会信用代码 or older 纳税人识别号): 15 to 20 digits / capital letters. */
export const WIRE_TAX_NO = /^[0-9A-Z]{15,20}$/;

/** `invoice/saveTitle`. */
export const ZWireInvoiceTitleForm = z.object({
  id: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(100),
  taxNo: z.string().trim().regex(WIRE_TAX_NO),
});

/** `invoice/void`. */
export const ZWireInvoiceVoidForm = z.object({
  id: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(1).max(200),
});
