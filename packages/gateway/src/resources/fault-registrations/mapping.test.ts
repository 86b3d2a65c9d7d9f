import { ZFaultExportQuerySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { toFaultExportQuery } from './mapping';

describe('fault registration export query', () => {
  it('carries the list filters and the order by wire names, without paging or empty keys', () => {
    const query = ZFaultExportQuerySchema.parse({ keyword: '层门', dateFrom: '2026-11-01', dateTo: '2026-11-21', sort: 'faultAt:asc' });
    expect(toFaultExportQuery(query)).toEqual({ keyword: '层门', faultDateBegin: '2026-11-01', faultDateEnd: '2026-11-21', orderBy: 'fault_time asc' });
    expect(toFaultExportQuery(ZFaultExportQuerySchema.parse({ registerCode: '31103302122021080044' }))).toEqual({ registCode: '31103302122021080044' });
  });

  it('falls back to the default order for a field the list cannot sort by', () => {
    expect(toFaultExportQuery(ZFaultExportQuerySchema.parse({ sort: 'handler:asc', keyword: '门' }))).toEqual({ keyword: '门' });
  });

  it('refuses a date range that ends before it begins', () => {
    expect(ZFaultExportQuerySchema.safeParse({ dateFrom: '2026-11-21', dateTo: '2026-11-01' }).success).toBe(false);
  });
});
