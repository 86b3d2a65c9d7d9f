import { describe, expect, it } from 'vitest';
import { checkItemsFor, CHECK_ITEMS } from '../constants/check-items';
import { ZResultBodySchema } from './inspection-processing';

const body = (conclusion: string, checkItems: unknown[] = []) => ({ checkDate: '2026-11-20', results: [{ itemId: 'i-1', conclusion, checkItems }] });
const messages = (input: unknown) => {
  const parsed = ZResultBodySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('item-by-item results', () => {
  it('lists the main item groups of TSG T7001 for elevators, and their own for escalators', () => {
    expect(CHECK_ITEMS['3000'].map((item) => item.label)).toEqual([
      '技术资料',
      '机房及相关设备',
      '井道及相关设备',
      '轿厢与对重',
      '悬挂装置、补偿装置及旋转部件防护',
      '轿门与层门',
      '无机房电梯附加项目',
      '试验',
    ]);
    expect(checkItemsFor('3000', '3310').map((item) => item.label)).toContain('梯级、踏板与胶带');
    for (const items of Object.values(CHECK_ITEMS)) expect(items.length).toBeGreaterThanOrEqual(6);
  });

  it('defaults to no items (all conform) and refuses a failed item under 合格', () => {
    expect(ZResultBodySchema.parse({ checkDate: '2026-11-20', results: [{ itemId: 'i-1', conclusion: 'qualified' }] }).results[0]!.checkItems).toBeUndefined();
    expect(messages(body('qualified'))).toEqual([]);
    expect(messages(body('qualified', [{ code: 'doors', outcome: 'fail', note: '层门锁紧' }]))).toEqual(['results.0.checkItems: 检验结论为合格，不能有不符合的检验项目']);
  });

  it('asks an 不合格 conclusion with items for at least one that fails', () => {
    expect(messages(body('unqualified', [{ code: 'doors', outcome: 'pass' }]))).toEqual(['results.0.checkItems: 检验结论为不合格，至少应有一项检验项目不符合']);
    expect(messages(body('unqualified', [{ code: 'doors', outcome: 'fail', note: '层门锁紧装置失效' }]))).toEqual([]);
  });
});
