import { describe, expect, it } from 'vitest';
import { exportQuery } from './export';

describe('exportQuery', () => {
  it('sends the filters and the view’s queryType', () => {
    expect(exportQuery({ view: 'overdue', categoryCode: '3000', nextCheckDateFrom: '2024-01-01', nextCheckDateTo: '2024-01-31' })).toEqual({
      equCategory: '3000',
      queryType: 'timeout',
      nextCheckDateBegin: '2024-01-01',
      nextCheckDateEnd: '2024-01-31',
    });
  });

  it('sends no queryType for the comprehensive view', () => {
    expect(exportQuery({ view: 'comprehensive' }).queryType).toBeUndefined();
  });
});
