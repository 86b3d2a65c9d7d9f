import { describe, expect, it } from 'vitest';
import { labelOf } from './options';
import * as statuses from './statuses';

type OptionList = readonly { code: string; label: string }[];
const lists: [string, OptionList][] = Object.entries(statuses as Record<string, unknown>)
  .filter(([, value]) => Array.isArray(value) && typeof value[0] === 'object')
  .map(([name, value]) => [name, value as OptionList]);

describe('status lists', () => {
  it.each(lists)('%s has unique codes and labels', (_, list) => {
    expect(new Set(list.map((o) => o.code)).size).toBe(list.length);
    expect(new Set(list.map((o) => o.label)).size).toBe(list.length);
  });
  it('labels the equipment use states in Chinese', () => {
    expect(statuses.EQUIPMENT_USE_STATES.map((s) => s.label)).toEqual([
      '未投入使用',
      '在用',
      '停用',
      '报废',
      '拆除',
      '迁出',
    ]);
    expect(labelOf(statuses.EQUIPMENT_USE_STATES, 'in_use')).toBe('在用');
  });
  it('zod enums accept the codes only', () => {
    expect(statuses.ZInvoiceState.parse('voided')).toBe('voided');
    expect(statuses.ZInvoiceState.safeParse('作废').success).toBe(false);
  });
});
