import { describe, expect, it } from 'vitest';
import { categoryRows, grandTotal, overviewLink, stateTotals } from './overview-data';

const ITEMS = [
  { categoryCode: '3000', useState: 'in_use', count: 2 },
  { categoryCode: '3000', useState: 'out_of_service', count: 1 },
  { categoryCode: '4000', useState: 'in_use', count: 1 },
  { categoryCode: '2000', useState: 'not_in_use', count: 3 },
] as const;

describe('overview figures', () => {
  it('gives all nine categories with their counts per state, zero when absent', () => {
    const rows = categoryRows(ITEMS);
    expect(rows.map((row) => row.code)).toEqual(['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000']);
    const elevator = rows.find((row) => row.code === '3000');
    expect(elevator?.total).toBe(3);
    expect(elevator?.byState).toMatchObject({ in_use: 2, out_of_service: 1, scrapped: 0 });
    expect(rows.find((row) => row.code === '9000')?.total).toBe(0);
  });

  it('sums each state over the categories', () => {
    expect(stateTotals(ITEMS)).toEqual({
      not_in_use: 3,
      in_use: 3,
      out_of_service: 1,
      scrapped: 0,
      dismantled: 0,
      moved_out: 0,
    });
    expect(grandTotal(ITEMS)).toBe(7);
  });

  it('links a figure to the comprehensive list with its filters in the URL', () => {
    expect(overviewLink({ categoryCode: '3000', useState: 'in_use' })).toBe(
      '/equipment/query-comprehensive?categoryCode=3000&useState=in_use',
    );
    expect(overviewLink({ useState: 'out_of_service' })).toBe('/equipment/query-comprehensive?useState=out_of_service');
  });
});
