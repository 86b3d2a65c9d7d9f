import { describe, expect, it } from 'vitest';
import { patchListParams, readListParams, writeListParams } from './list-params';

const DEFAULTS = { page: 1, pageSize: 20, from: '', to: '', sort: '' };

describe('list params in the URL', () => {
  it('reads page, size and filters, with defaults for what is missing', () => {
    expect(readListParams('?page=3&from=2024-05-01', DEFAULTS)).toEqual({
      page: 3,
      pageSize: 20,
      from: '2024-05-01',
      to: '',
      sort: '',
    });
  });

  it('ignores a malformed page number', () => {
    expect(readListParams('?page=abc&pageSize=-5', DEFAULTS)).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const values = { ...DEFAULTS, page: 2, sort: 'time:desc' };
    expect(writeListParams('?id=7&page=5', values, DEFAULTS)).toBe('?id=7&page=2&sort=time%3Adesc');
    expect(writeListParams('?page=5', DEFAULTS, DEFAULTS)).toBe('');
  });

  it('goes back to page 1 when a filter changes', () => {
    const current = { ...DEFAULTS, page: 4 };
    expect(patchListParams(current, { from: '2024-01-01' })).toMatchObject({ page: 1, from: '2024-01-01' });
    expect(patchListParams(current, { page: 5 })).toMatchObject({ page: 5 });
  });
});
