import { describe, expect, it } from 'vitest';
import { taxedInvoice } from './tax';

const SERVICE = '*鉴证咨询服务*特种设备检验费';

describe('taxedInvoice', () => {
  it('splits a fee paid with tax into 金额 and 税额 at 6 %, to the fen', () => {
    const taxed = taxedInvoice([{ name: SERVICE, detail: '定期检验 曳引驱动乘客电梯 31103302122021080044', amount: 1288 }]);
    expect(taxed).toEqual({
      lines: [{ name: SERVICE, model: '31103302122021080044', unit: '台', quantity: 1, netFen: 121_509, taxFen: 7_291 }],
      netFen: 121_509,
      taxFen: 7_291,
      grossFen: 128_800,
    });
  });

  it('adds every line up to what was paid, whatever the rounding of each', () => {
    const lines = [560, 560.01, 120.5, 0.01, 999.99].map((amount) => ({ name: SERVICE, detail: '', amount }));
    const taxed = taxedInvoice(lines);
    expect(taxed.grossFen).toBe(224_051);
    expect(taxed.netFen + taxed.taxFen).toBe(taxed.grossFen);
    for (const [index, line] of taxed.lines.entries()) {
      expect(line.netFen + line.taxFen).toBe(Math.round(lines[index]!.amount * 100));
      // The tax of each line is its net at 6 %, within the fen the rounding moves.
      expect(Math.abs(line.taxFen - line.netFen * 0.06)).toBeLessThanOrEqual(1);
    }
  });

  it('counts a charge without a piece of equipment as 次', () => {
    expect(taxedInvoice([{ name: SERVICE, detail: '定期检验 BJ2026112900012', amount: 100 }]).lines[0]).toMatchObject({ model: '', unit: '次' });
  });
});
