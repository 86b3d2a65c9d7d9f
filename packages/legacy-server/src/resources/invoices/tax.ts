import type { InvoiceLine } from './table';

/**
 * VAT on an inspection fee: 鉴证咨询服务 (a modern service), 6 % for a general taxpayer. The fee the
 * enterprise pays is the amount with tax (价税合计); the invoice splits it into 金额 and 税额.
 */
export const INVOICE_TAX_RATE = 0.06;

/** One invoice line split as a fully digital invoice (数电票) prints it, in fen. */
export type TaxedLine = {
  name: string;
  /** 规格型号: the equipment's registration code when the line is one piece of equipment. */
  model: string;
  /** 单位 and 数量: 台 × 1 for a piece of equipment, 次 × 1 for a charge as a whole. */
  unit: string;
  quantity: number;
  /** 金额 (without tax) and 税额, in fen; together the line's amount. */
  netFen: number;
  taxFen: number;
};

export type TaxedInvoice = {
  lines: TaxedLine[];
  netFen: number;
  taxFen: number;
  /** 价税合计: what was paid. */
  grossFen: number;
};

const REGISTER_CODE = /\b\d{20}\b/;

/**
 * Splits each line's amount (yuan, with tax) into 金额 and 税额: the net is the gross over 1.06
 * rounded to the fen, the tax what is left, so every line and the totals add up to what was paid
 * to the fen, as the tax platform checks them.
 */
export function taxedInvoice(lines: readonly InvoiceLine[], rate: number = INVOICE_TAX_RATE): TaxedInvoice {
  const taxed = lines.map((line): TaxedLine => {
    const grossFen = Math.round(line.amount * 100);
    const netFen = Math.round(grossFen / (1 + rate));
    const registerCode = REGISTER_CODE.exec(line.detail)?.[0];
    return {
      name: line.name,
      model: registerCode ?? '',
      unit: registerCode ? '台' : '次',
      quantity: 1,
      netFen,
      taxFen: grossFen - netFen,
    };
  });
  const netFen = taxed.reduce((sum, line) => sum + line.netFen, 0);
  const taxFen = taxed.reduce((sum, line) => sum + line.taxFen, 0);
  return { lines: taxed, netFen, taxFen, grossFen: netFen + taxFen };
}

/** Fen as yuan with two decimals. */
export const yuanOf = (fen: number): string => (fen / 100).toFixed(2);
