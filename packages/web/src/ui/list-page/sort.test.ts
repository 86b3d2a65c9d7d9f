import { describe, expect, it } from 'vitest';
import { nextSort, parseSort } from './sort';

describe('sort', () => {
  it('reads the contract form field:direction', () => {
    expect(parseSort('nextCheckDate:desc')).toEqual({ field: 'nextCheckDate', direction: 'desc' });
    expect(parseSort('name')).toBeNull();
    expect(parseSort('')).toBeNull();
  });

  it('cycles a column through ascending, descending and none', () => {
    expect(nextSort('', 'name')).toBe('name:asc');
    expect(nextSort('name:asc', 'name')).toBe('name:desc');
    expect(nextSort('name:desc', 'name')).toBe('');
    expect(nextSort('name:desc', 'nextCheckDate')).toBe('nextCheckDate:asc');
  });
});
