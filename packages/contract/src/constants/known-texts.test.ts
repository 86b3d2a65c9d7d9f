import { describe, expect, it } from 'vitest';
import { FEE_ITEMS, HISTORY_OPERATORS, HISTORY_REMARKS, knownTextOf, ROLE_NAMES, translateKnownText } from './known-texts';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('known texts of the platform', () => {
  it('keeps the same placeholders in both languages', () => {
    for (const known of [...HISTORY_REMARKS, HISTORY_OPERATORS, FEE_ITEMS, ROLE_NAMES].flat()) {
      expect(placeholders(known.en), known.code).toEqual(placeholders(known.label));
    }
  });

  it('maps a remark the platform writes to its code and English text', () => {
    expect(knownTextOf(HISTORY_REMARKS, '已受理')).toEqual({ code: 'accepted', params: {} });
    expect(translateKnownText(HISTORY_REMARKS, '已受理', 'en-US')).toBe('Accepted');
    expect(translateKnownText(HISTORY_REMARKS, '预审通过，检验费用 560 元', 'en-US')).toBe('Pre-review passed, inspection fee CNY 560');
    expect(translateKnownText(HISTORY_REMARKS, '订单 PO20261128001，金额 560.00 元', 'en-US')).toBe('Order PO20261128001, amount CNY 560.00');
  });

  it('translates the conclusions of a result remark and keeps the inspector’s own words', () => {
    expect(translateKnownText(HISTORY_REMARKS, '检验日期 2026-11-20，结论：合格、不符合要求', 'en-US')).toBe(
      'Inspected on 2026-11-20, conclusion: Qualified, Does not meet requirements',
    );
    expect(translateKnownText(HISTORY_REMARKS, '检验日期 2026-11-20，结论：不符合要求；安全阀校验有效期已过', 'en-US')).toBe(
      'Inspected on 2026-11-20, conclusion: Does not meet requirements; 安全阀校验有效期已过',
    );
  });

  it('leaves a remark a person typed as it was written', () => {
    expect(knownTextOf(HISTORY_REMARKS, '缺少改造监督检验证明，请补正后重新提交')).toBeNull();
    expect(translateKnownText(HISTORY_REMARKS, '缺少改造监督检验证明，请补正后重新提交', 'en-US')).toBe('缺少改造监督检验证明，请补正后重新提交');
  });

  it('keeps zh-CN as it is', () => {
    expect(translateKnownText(HISTORY_REMARKS, '已受理', 'zh-CN')).toBe('已受理');
  });

  it('names fee lines, operators and roles in English', () => {
    expect(translateKnownText(FEE_ITEMS, '电梯定期检验费', 'en-US')).toBe('Elevator periodic inspection fee');
    expect(translateKnownText(FEE_ITEMS, '超过5层加收（13层 × 10%）', 'en-US')).toBe('Surcharge above 5 floors (13 floors × 10%)');
    expect(translateKnownText(FEE_ITEMS, '加急服务费（20%）', 'en-US')).toBe('Urgent service fee (20%)');
    expect(translateKnownText(HISTORY_OPERATORS, '系统', 'en-US')).toBe('System');
    expect(translateKnownText(ROLE_NAMES, '系统管理员', 'en-US')).toBe('System administrator');
    expect(translateKnownText(ROLE_NAMES, '设备科', 'en-US')).toBe('设备科');
  });
});
