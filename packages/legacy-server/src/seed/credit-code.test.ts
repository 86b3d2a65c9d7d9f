import { isCreditCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, enterpriseCreditCode, orgCodeCheckChar } from './credit-code';

describe('统一社会信用代码', () => {
  it('computes the GB 32100 check character of a published example', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('computes the GB 11714 organisation code check character', () => {
    expect(orgCodeCheckChar('D2143569')).toBe('X');
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
  });

  it('builds codes the product validator accepts', () => {
    for (const [area, body] of [
      ['330206', '71795126'],
      ['330212', 'MA281Q4D'],
      ['330211', '74736218'],
      ['330281', 'MA2GT6L0'],
    ] as const) {
      const code = enterpriseCreditCode(area, body);
      expect(code).toHaveLength(18);
      expect(code.slice(0, 8)).toBe(`91${area}`);
      expect(isCreditCode(code), code).toBe(true);
    }
  });

  it('refuses a body with letters GB 32100 leaves out', () => {
    expect(() => enterpriseCreditCode('330206', 'MA2OI5S0')).toThrow();
  });
});
