import { PAYMENT_CHANNEL_WORDS, PAYMENT_PAYEE } from '@portal/legacy-protocol';
import { formatWireDateTime } from '../../http/wire-date';
import { renderPdf, stampAcross } from '../../pdf';
import { renderDocument } from '../../pdf/pool';
import type { InspectionApplicationItemRow, InspectionApplicationRow } from '../inspection-applications/table';
import type { PaymentOrderRow } from './table';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** 0 < n < 10000 in capitals, with the zeros inside it: 506 → 伍佰零陆. */
function groupInCapitals(n: number): string {
  let out = '';
  let zero = false;
  for (let position = 3; position >= 0; position -= 1) {
    const digit = Math.floor(n / 10 ** position) % 10;
    if (digit === 0) {
      if (out !== '') zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[digit]! + UNITS[position]!;
  }
  return out;
}

/** An amount in fen as the capital figures of a Chinese receipt: 56000 → 伍佰陆拾元整, 10050 → 壹佰元零伍角. */
export function amountInCapitals(fen: number): string {
  if (fen <= 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor((fen % 100) / 10);
  const cents = fen % 10;
  let integer = '';
  let pendingZero = false;
  const groups = [Math.floor(yuan / 1e8), Math.floor(yuan / 1e4) % 1e4, yuan % 1e4];
  groups.forEach((group, index) => {
    if (group === 0) {
      if (integer !== '') pendingZero = true;
      return;
    }
    if (integer !== '' && (pendingZero || group < 1000)) integer += '零';
    pendingZero = false;
    integer += groupInCapitals(group) + GROUPS[2 - index]!;
  });
  if (integer !== '') integer += '元';
  if (jiao === 0 && cents === 0) return `${integer}整`;
  const jiaoText = jiao > 0 ? `${DIGITS[jiao]}角` : integer !== '' ? '零' : '';
  return `${integer}${jiaoText}${cents > 0 ? `${DIGITS[cents]}分` : '整'}`;
}

export type CertificateData = {
  application: InspectionApplicationRow;
  items: readonly InspectionApplicationItemRow[];
  order: PaymentOrderRow;
  unitName: string;
  issuedAt: Date;
  /** Paid through the sandbox provider: no money moved, so the certificate says so (docs/payments.md). */
  sample: boolean;
};

/** 缴费凭证: the paid order, the application it paid for and its equipment, with the institute's sign-off; drawn by a PDF worker. */
export function payCertificatePdf(data: CertificateData): Promise<Buffer> {
  return renderDocument('payCertificate', data);
}

/** The certificate drawn on the calling thread: what a PDF worker runs for `payCertificatePdf` (pdf/jobs.ts). */
export function drawPayCertificatePdf(data: CertificateData): Promise<Buffer> {
  const { application, items, order } = data;
  const amount = (order.amountFen / 100).toFixed(2);
  return renderPdf({ title: `缴费凭证 ${order.orderNo}`, subject: '特种设备检验费缴费凭证', footer: '本凭证由特种设备企业服务平台生成，可凭商户订单号向检验机构核验。', createdAt: data.issuedAt }, (pdf) => {
    pdf.title('特种设备检验费缴费凭证', `凭证编号 ${order.orderNo}`);
    pdf.keyValueGrid([
      { label: '缴费单位', value: data.unitName },
      { label: '申请编号', value: application.applicationNo },
      { label: '检验类别', value: application.kind },
      { label: '设备数量', value: `${items.length} 台（套）` },
      { label: '缴费金额', value: `¥ ${amount} 元` },
      { label: '金额大写', value: `人民币${amountInCapitals(order.amountFen)}` },
      { label: '支付方式', value: data.sample ? `${PAYMENT_CHANNEL_WORDS.wechat}（沙箱）` : PAYMENT_CHANNEL_WORDS.wechat },
      { label: '支付时间', value: order.paidAt ? formatWireDateTime(order.paidAt) : '' },
      { label: '商户订单号', value: order.orderNo },
      { label: '交易单号', value: order.transactionId },
      { label: '发票抬头', value: application.invoiceTitle },
      { label: '纳税人识别号', value: application.taxNo },
    ]);
    pdf.heading('缴费明细');
    pdf.table({
      columns: [
        { header: '序号', weight: 0.6, align: 'center' },
        { header: '设备名称', weight: 2 },
        { header: '注册代码', weight: 2.4 },
        { header: '使用地点', weight: 2.2 },
        { header: '费用（元）', weight: 1.2, align: 'right' },
      ],
      rows: items.map((item, index) => [index + 1, item.equipmentName, item.registerCode, item.usePlace, item.fee === null ? '' : item.fee.toFixed(2)]),
      emptyText: '无设备明细',
    });
    pdf.paragraph(`合计：¥ ${amount} 元（人民币${amountInCapitals(order.amountFen)}）`, { bold: true, align: 'right' });
    pdf.signOff([`收款单位：${PAYMENT_PAYEE}`, `开具时间：${formatWireDateTime(data.issuedAt)}`]);
    if (data.sample) {
      pdf.paragraph('样张：沙箱支付环境生成，未发生真实缴费，不作缴费证明。', { size: 9, color: '#c53030' });
      // Below the sign-off: the certificate fills only the page's top half.
      stampAcross(pdf, '样张 · 沙箱 · 非真实缴费', '#c53030', 0.14, pdf.doc.y + 90);
    }
  });
}
