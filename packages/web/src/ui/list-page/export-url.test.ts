import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-action';

describe('exportUrl', () => {
  it('carries the named filters and order, not the page, and leaves out empty ones', () => {
    const query = { keyword: '曳引', dateFrom: '2026-01-01', dateTo: '', sort: 'faultAt:desc', page: '3', pageSize: '20' };
    expect(exportUrl('/api/v1/fault-registrations/export', query, ['keyword', 'dateFrom', 'dateTo', 'sort'])).toBe(
      '/api/v1/fault-registrations/export?keyword=%E6%9B%B3%E5%BC%95&dateFrom=2026-01-01&sort=faultAt%3Adesc',
    );
  });

  it('is the bare path when no filter is set', () => {
    expect(exportUrl('/api/v1/workers/export', { page: '1' }, ['keyword'])).toBe('/api/v1/workers/export');
  });
});
