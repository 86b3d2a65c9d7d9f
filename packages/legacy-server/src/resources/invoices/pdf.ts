import { INVOICE_SELLER } from '@portal/legacy-protocol';
import { formatWireDate } from '../../http/wire-date';
import { renderPdf } from '../../pdf';
import { amountInCapitals } from '../payments/certificate';
import type { InvoiceRow } from './table';

const yuan = (amount: number): string => amount.toFixed(2);

/** The Chinese file name of an invoice PDF: 电子发票_<number>.pdf. */
export function invoiceFileName(invoice: Pick<InvoiceRow, 'invoiceNo' | 'id'>): string {
  return `电子发票_${invoice.invoiceNo ?? invoice.id}.pdf`;
}

/**
 * 电子发票（普通发票）of an issued (or voided) invoice: number and date, buyer and seller, one line per
 * charged item, the total in figures and capitals, and a QR code carrying the number for checking.
 * A voided invoice says 已作废 with the reason in the title.
 */
export function invoicePdf(invoice: InvoiceRow, options: { createdAt?: Date } = {}): Promise<Buffer> {
  const issuedOn = invoice.issuedAt ? formatWireDate(invoice.issuedAt) : '';
  const voided = invoice.state === '作废';
  return renderPdf(
    { title: '电子发票（普通发票）', subject: `发票号码 ${invoice.invoiceNo ?? ''}`, footer: `发票号码：${invoice.invoiceNo ?? '—'}`, ...(options.createdAt ? { createdAt: options.createdAt } : {}) },
    (kit) => {
      kit.qrCode(`INVOICE:${invoice.invoiceNo ?? ''}:${issuedOn}:${yuan(invoice.amount)}`, { size: 64, x: kit.left, y: 40 });
      kit.title('电子发票（普通发票）', voided ? `已作废：${invoice.voidReason ?? ''}` : undefined);
      kit.keyValueGrid([
        { label: '发票号码', value: invoice.invoiceNo },
        { label: '开票日期', value: issuedOn },
        { label: '报检申请', value: invoice.applicationNo },
        { label: '订单号', value: invoice.orderNo },
      ]);
      kit.heading('购买方信息');
      kit.keyValueGrid(
        [
          { label: '名称', value: invoice.title },
          { label: '统一社会信用代码/纳税人识别号', value: invoice.taxNo },
        ],
        { columns: 1, labelWidth: 170 },
      );
      kit.heading('销售方信息');
      kit.keyValueGrid(
        [
          { label: '名称', value: INVOICE_SELLER.name },
          { label: '统一社会信用代码/纳税人识别号', value: INVOICE_SELLER.taxNo },
        ],
        { columns: 1, labelWidth: 170 },
      );
      kit.heading('开票明细');
      kit.table({
        columns: [
          { header: '序号', weight: 0.5, align: 'center' },
          { header: '项目名称', weight: 2.2 },
          { header: '说明', weight: 3 },
          { header: '金额（元）', weight: 1.1, align: 'right' },
        ],
        rows: invoice.lines.map((line, index) => [String(index + 1), line.name, line.detail, yuan(line.amount)]),
      });
      kit.space(0.5);
      kit.keyValueGrid(
        [
          { label: '价税合计（大写）', value: amountInCapitals(Math.round(invoice.amount * 100)) },
          { label: '价税合计（小写）', value: `¥${yuan(invoice.amount)}` },
        ],
        { columns: 1, labelWidth: 120 },
      );
      kit.paragraph(`备注：报检申请 ${invoice.applicationNo ?? '—'} 的检验费用，已在线支付（订单号 ${invoice.orderNo}）。`, { size: 9, color: '#555555' });
      kit.signOff([INVOICE_SELLER.name, `开票日期：${issuedOn}`]);
    },
  );
}
