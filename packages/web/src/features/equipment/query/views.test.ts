import { describe, expect, it } from 'vitest';
import { ALL_COLUMNS, columnOrder, VIEW_CONFIG } from './views';

describe('columnOrder', () => {
  it("puts the view's own columns first, in its order, then every other column once", () => {
    const order = columnOrder('overdue');
    expect(order.slice(0, VIEW_CONFIG.overdue.columns.length)).toEqual([...VIEW_CONFIG.overdue.columns]);
    expect(order.indexOf('nextCheckDate')).toBeLessThan(order.indexOf('usePlace'));
    expect([...order].sort()).toEqual([...ALL_COLUMNS].sort());
  });
});
