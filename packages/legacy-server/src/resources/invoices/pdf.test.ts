import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText, pdfToPng } from '../../pdf/testing';
import { INVOICE_DRAWER, invoicePdf, invoicesAreSamples } from './pdf';
import { generatePaymentKeys } from '../payments/settings';
import type { InvoiceRow } from './table';

const SERVICE = '*鉴证咨询服务*特种设备检验费';
const ISSUED: InvoiceRow = {
  id: 'inv-1',
  unitId: '20001',
  applicationId: '60001',
  applicationNo: 'BJ2026112900012',
  orderNo: 'JY20261129100000123456',
  invoiceNo: '20263302000000000012',
  state: '已开',
  title: '宁波悦澜酒店管理有限公司',
  taxNo: '91330200MA2AB3CD4E',
  amount: 1288,
  lines: [{ name: SERVICE, detail: '定期检验 曳引驱动乘客电梯 31103302122021080044', amount: 1288 }],
  // 00:30 in Beijing on the 29th is still the 28th in UTC: the invoice is dated Beijing's day.
  issuedAt: new Date('2026-11-28T16:30:00Z'),
  voidedAt: null,
  voidReason: null,
  voidedBy: null,
  createdAt: new Date('2026-11-28T16:30:00Z'),
  updatedAt: new Date('2026-11-28T16:30:00Z'),
};

const textOf = async (invoice: InvoiceRow, options = {}) => pdfText(await invoicePdf(invoice, options)).replace(/\s/g, '');

describe('invoicePdf, shaped as a fully digital invoice', () => {
  it('prints number, Beijing date, buyer, seller, 金额, 税率, 税额, 价税合计 and 开票人', async () => {
    const text = await textOf(ISSUED);
    for (const expected of [
      '电子发票（普通发票）',
      '发票号码：20263302000000000012',
      '开票日期：2026年11月29日',
      '宁波悦澜酒店管理有限公司',
      '91330200MA2AB3CD4E',
      '宁波市特种设备检验研究院',
      // The text comes out in drawing order, not row by row: the cells one by one.
      `${SERVICE}31103302122021080044台11215.09`,
      '税率/征收率',
      '6%',
      '税额72.91',
      '¥1215.09',
      '¥72.91',
      '价税合计（大写）',
      'ⓧ壹仟贰佰捌拾捌元整',
      '（小写）¥1288.00',
      `开票人：${INVOICE_DRAWER}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('样票');
    expect(text).not.toContain('作废');
  });

  it('marks a sample across the page and in 备注, and stamps a voided invoice with its reason', async () => {
    // PDF_SHOTS=/tmp/dir renders the sample and the voided invoice to PNG to look at.
    if (process.env.PDF_SHOTS) {
      pdfToPng(await invoicePdf(ISSUED, { sample: true }), process.env.PDF_SHOTS, 'invoice-sample');
      pdfToPng(await invoicePdf({ ...ISSUED, state: '作废', voidReason: '抬头有误' }), process.env.PDF_SHOTS, 'invoice-voided');
    }
    expect(await textOf(ISSUED, { sample: true })).toContain('样票：沙箱支付环境开具，未上传税务平台，不作报销凭证。');
    const voided = await textOf({ ...ISSUED, state: '作废', voidReason: '抬头有误' });
    expect(voided).toContain('已作废：抬头有误');
    expect(voided).toContain('作废');
  });

  it('puts more than eight items on a list (销货清单) after the invoice, with the same totals', async () => {
    const lines = Array.from({ length: 12 }, (_, index) => ({ name: SERVICE, detail: `定期检验 乘客电梯 311033021220210800${String(index).padStart(2, '0')}`, amount: 560 }));
    const pdf = await invoicePdf({ ...ISSUED, amount: 6720, lines });
    const text = pdfText(pdf).replace(/\s/g, '');
    expect(text).toContain('（详见销货清单）');
    expect(text).toContain('销售货物或者提供应税劳务、服务清单');
    expect(text).toContain('31103302122021080011');
    expect(text).toContain('（小写）¥6720.00');
    expect(text.match(/6339\.60/g)?.length).toBe(3);
    expect(pdfPageCount(pdf)).toBe(3);
  });
});

describe('invoicesAreSamples', () => {
  it('is true for the sandbox provider and false for WeChat Pay', () => {
    const keys = generatePaymentKeys();
    const settings = { provider: 'sandbox', baseUrl: 'http://pay', ...keys } as const;
    expect(invoicesAreSamples(undefined)).toBe(true);
    expect(invoicesAreSamples({ ...settings } as never)).toBe(true);
    expect(invoicesAreSamples({ ...settings, provider: 'wechat' } as never)).toBe(false);
  });
});
