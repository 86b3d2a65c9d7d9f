import { INVOICE_SELLER } from '@portal/legacy-protocol';
import { formatWireDate } from '../../http/wire-date';
import { renderPdf, stampAcross, type PdfKit } from '../../pdf';
import { renderDocument } from '../../pdf/pool';
import { amountInCapitals } from '../payments/certificate';
import type { PaymentSetup } from '../payments/settings';
import type { InvoiceRow } from './table';
import { INVOICE_TAX_RATE, taxedInvoice, yuanOf, type TaxedInvoice } from './tax';

/** 开票人: the institute's finance office issues every invoice of a payment, automatically. */
export const INVOICE_DRAWER = '财务处';

/** The Chinese file name of an invoice PDF: 电子发票_<number>.pdf. */
export function invoiceFileName(invoice: Pick<InvoiceRow, 'invoiceNo' | 'id'>): string {
  return `电子发票_${invoice.invoiceNo ?? invoice.id}.pdf`;
}

/**
 * Invoices are samples unless payments go to WeChat Pay: absent settings mean the sandbox with
 * throwaway keys, and `off` takes no payment (so makes no invoice).
 */
export function invoicesAreSamples(payments: PaymentSetup | undefined): boolean {
  return payments === undefined || payments === 'off' || payments.provider === 'sandbox';
}

export type InvoicePdfOptions = {
  createdAt?: Date;
  /** A sample (样票): the payment went through the sandbox provider, so no money and no real invoice. */
  sample?: boolean;
};

// The fully digital invoice's page: A5 landscape, its frame and words in the tax platform's brown.
const BROWN = '#9c5b2b';
const MARGIN = 24;
/** Item rows the invoice itself holds; more go to the list (销货清单) on the next page. */
const ROWS_ON_INVOICE = 8;
const ROW = 14;
const RATE = `${Math.round(INVOICE_TAX_RATE * 100)}%`;
const COLUMNS = [
  { header: '项目名称', weight: 3.2, align: 'left' },
  { header: '规格型号', weight: 2.1, align: 'left' },
  { header: '单位', weight: 0.6, align: 'center' },
  { header: '数量', weight: 0.6, align: 'right' },
  { header: '单价', weight: 1.1, align: 'right' },
  { header: '金额', weight: 1.2, align: 'right' },
  { header: '税率/征收率', weight: 1.1, align: 'center' },
  { header: '税额', weight: 1.1, align: 'right' },
] as const;

const chineseDate = (date: string): string => {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${year}年${month}月${day}日` : '';
};

/** A label written top to bottom in a narrow cell, as the invoice labels 购买方信息 and 备注. */
function verticalLabel(kit: PdfKit, text: string, x: number, y: number, height: number): void {
  const doc = kit.doc;
  const chars = [...text];
  const step = Math.min(11, height / chars.length);
  const top = y + (height - step * chars.length) / 2;
  kit.regular(8);
  chars.forEach((char, index) => doc.fillColor(BROWN).text(char, x, top + index * step, { width: 18, align: 'center', lineBreak: false }));
}

function party(kit: PdfKit, label: string, name: string, taxNo: string, x: number, y: number, width: number, height: number): void {
  const doc = kit.doc;
  doc.rect(x, y, 18, height).stroke();
  verticalLabel(kit, label, x, y, height);
  kit.regular(8.5);
  doc.fillColor(BROWN).text('名称：', x + 24, y + 10, { continued: true }).fillColor('#000000').text(name, { width: width - 30 });
  doc.fillColor(BROWN).text('统一社会信用代码/纳税人识别号：', x + 24, y + 30, { continued: true }).fillColor('#000000').text(taxNo || '—');
}

/** The item rows, their 合计 and the cells' x positions, inside the frame from `y`. */
function items(kit: PdfKit, taxed: TaxedInvoice, x: number, y: number, width: number): number {
  const doc = kit.doc;
  const total = COLUMNS.reduce((sum, column) => sum + column.weight, 0);
  const lefts: number[] = [];
  let at = x;
  for (const column of COLUMNS) {
    lefts.push(at);
    at += (width * column.weight) / total;
  }
  const cell = (index: number, text: string, rowY: number, color = '#000000') => {
    const column = COLUMNS[index]!;
    const cellWidth = (width * column.weight) / total;
    doc.fillColor(color).text(text, lefts[index]! + 3, rowY + 3, { width: cellWidth - 6, align: column.align, lineBreak: false });
  };
  kit.regular(8.5);
  COLUMNS.forEach((column, index) => cell(index, column.header, y, BROWN));
  const onInvoice = taxed.lines.length <= ROWS_ON_INVOICE;
  const rows: string[][] = onInvoice
    ? taxed.lines.map((line) => [line.name, line.model, line.unit, String(line.quantity), yuanOf(line.netFen), yuanOf(line.netFen), RATE, yuanOf(line.taxFen)])
    : [['（详见销货清单）', '', '', '', '', yuanOf(taxed.netFen), RATE, yuanOf(taxed.taxFen)]];
  rows.forEach((row, rowIndex) => row.forEach((text, index) => cell(index, text, y + ROW + rowIndex * ROW)));
  const totalY = y + ROW * (ROWS_ON_INVOICE + 1) + 4;
  cell(0, '合　　计', totalY, BROWN);
  cell(5, `¥${yuanOf(taxed.netFen)}`, totalY);
  cell(7, `¥${yuanOf(taxed.taxFen)}`, totalY);
  return totalY + ROW + 4;
}

/** The list (销货清单) of every line, on its own pages, when the invoice cannot hold them. */
function itemList(kit: PdfKit, invoice: InvoiceRow, taxed: TaxedInvoice, issuedOn: string): void {
  kit.doc.addPage();
  kit.title('销售货物或者提供应税劳务、服务清单');
  kit.keyValueGrid([
    { label: '购买方名称', value: invoice.title },
    { label: '销售方名称', value: INVOICE_SELLER.name },
    { label: '发票号码', value: invoice.invoiceNo },
    { label: '开票日期', value: chineseDate(issuedOn) },
  ]);
  kit.table({
    columns: [{ header: '序号', weight: 0.6, align: 'center' }, ...COLUMNS],
    rows: [
      ...taxed.lines.map((line, index) => [String(index + 1), line.name, line.model, line.unit, String(line.quantity), yuanOf(line.netFen), yuanOf(line.netFen), RATE, yuanOf(line.taxFen)]),
      ['', '合计', '', '', '', '', yuanOf(taxed.netFen), '', yuanOf(taxed.taxFen)],
    ],
    fontSize: 8,
  });
}

/**
 * 电子发票（普通发票）of an issued (or voided) invoice, shaped as a fully digital invoice (数电票) prints:
 * number and date, buyer and seller, the items with 金额, 税率 and 税额, 价税合计 in capitals and
 * figures, 备注 and 开票人, a QR code with the number, date and amount for checking. More than eight
 * items go to a list on the next page. A voided invoice is stamped 作废 with the reason; a sample
 * (sandbox payments) is marked 样票 across the page. docs/invoices.md, "The document".
 */
export function invoicePdf(invoice: InvoiceRow, options: InvoicePdfOptions = {}): Promise<Buffer> {
  return renderDocument('invoice', invoice, options);
}

/** The invoice's PDF drawn on the calling thread: what a PDF worker runs for `invoicePdf` (pdf/jobs.ts). */
export function drawInvoicePdf(invoice: InvoiceRow, options: InvoicePdfOptions = {}): Promise<Buffer> {
  const issuedOn = invoice.issuedAt ? formatWireDate(invoice.issuedAt) : '';
  const voided = invoice.state === '作废';
  const taxed = taxedInvoice(invoice.lines.length > 0 ? invoice.lines : [{ name: '', detail: '', amount: invoice.amount }]);
  return renderPdf(
    {
      title: '电子发票（普通发票）',
      subject: `发票号码 ${invoice.invoiceNo ?? ''}`,
      size: 'A5',
      layout: 'landscape',
      margin: MARGIN,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
    (kit) => {
      const doc = kit.doc;
      const x = kit.left;
      const width = kit.contentWidth;
      kit.qrCode(`01,32,,${invoice.invoiceNo ?? ''},${yuanOf(taxed.grossFen)},${issuedOn.replaceAll('-', '')},,`, { size: 58, x, y: 18 });
      kit.bold(17);
      doc.fillColor(BROWN).text('电子发票（普通发票）', x, 26, { width, align: 'center' });
      doc.lineWidth(0.8).strokeColor(BROWN);
      doc.moveTo(x + width / 2 - 95, 50).lineTo(x + width / 2 + 95, 50).stroke();
      doc.moveTo(x + width / 2 - 95, 53).lineTo(x + width / 2 + 95, 53).stroke();
      kit.regular(9);
      doc.fillColor(BROWN).text('发票号码：', x + width - 170, 28, { continued: true }).fillColor('#000000').text(invoice.invoiceNo ?? '');
      doc.fillColor(BROWN).text('开票日期：', x + width - 170, 44, { continued: true }).fillColor('#000000').text(chineseDate(issuedOn));

      // The frame: buyer | seller, the items, 价税合计, 备注.
      const top = 74;
      doc.lineWidth(0.8).strokeColor(BROWN);
      party(kit, '购买方信息', invoice.title, invoice.taxNo, x, top, width / 2, 50);
      party(kit, '销售方信息', INVOICE_SELLER.name, INVOICE_SELLER.taxNo, x + width / 2, top, width / 2, 50);
      const itemsTop = top + 50;
      const totalsTop = items(kit, taxed, x, itemsTop, width);
      kit.regular(9);
      doc.fillColor(BROWN).text('价税合计（大写）', x + 3, totalsTop + 6, { width: 90, lineBreak: false });
      doc.fillColor('#000000').text(`ⓧ${amountInCapitals(taxed.grossFen)}`, x + 100, totalsTop + 6, { width: 260, lineBreak: false });
      doc.fillColor(BROWN).text('（小写）', x + width - 170, totalsTop + 6, { continued: true, lineBreak: false }).fillColor('#000000').text(`¥${yuanOf(taxed.grossFen)}`);
      const remarkTop = totalsTop + 22;
      const remarkHeight = 46;
      const remarks = [
        `报检申请 ${invoice.applicationNo ?? '—'} 的检验费用，已在线支付（订单号 ${invoice.orderNo}）。`,
        ...(options.sample ? ['样票：沙箱支付环境开具，未上传税务平台，不作报销凭证。'] : []),
        ...(voided ? [`已作废：${invoice.voidReason ?? ''}`] : []),
      ];
      doc.rect(x, remarkTop, 18, remarkHeight).stroke();
      verticalLabel(kit, '备注', x, remarkTop, remarkHeight);
      kit.regular(8.5);
      doc.fillColor('#000000').text(remarks.join('\n'), x + 24, remarkTop + 6, { width: width - 30, lineGap: 2 });
      doc.lineWidth(0.8).strokeColor(BROWN);
      doc.rect(x, top, width, remarkTop + remarkHeight - top).stroke();
      doc.moveTo(x + width / 2, top).lineTo(x + width / 2, itemsTop).stroke();
      for (const lineY of [itemsTop, totalsTop, remarkTop]) doc.moveTo(x, lineY).lineTo(x + width, lineY).stroke();
      kit.regular(9);
      doc.fillColor(BROWN).text('开票人：', x + 24, remarkTop + remarkHeight + 8, { continued: true }).fillColor('#000000').text(INVOICE_DRAWER);

      if (voided) stampAcross(kit, '作　废', '#c53030', 0.55);
      if (options.sample) stampAcross(kit, '样票 · 沙箱 · 非真实发票', '#c53030', 0.14);
      doc.fillColor('#000000');
      if (taxed.lines.length > ROWS_ON_INVOICE) itemList(kit, invoice, taxed, issuedOn);
    },
  );
}
