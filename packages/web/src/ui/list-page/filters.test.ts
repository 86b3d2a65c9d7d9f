import { describe, expect, it } from 'vitest';
import { jumpTarget, pageSizeChoices } from '../pager';
import { checkFilters, filterDefaults, filterKeys, phoneFolded, toListQuery } from './filters';
import type { FilterDef } from './types';

const FILTERS: readonly FilterDef<'keyword' | 'code' | 'area' | 'category' | 'subType' | 'from' | 'to'>[] = [
  { kind: 'text', key: 'keyword', label: '关键字' },
  { kind: 'text', key: 'code', label: '注册代码', rule: 'registerCode' },
  { kind: 'category', category: 'category', subType: 'subType' },
  { kind: 'area', key: 'area', label: '区域' },
  { kind: 'dateRange', from: 'from', to: 'to', label: '日期' },
];
const NONE = filterDefaults(FILTERS);

describe('declared filters', () => {
  it('stand for their URL keys, all unset by default', () => {
    expect(filterKeys(FILTERS)).toEqual(['keyword', 'code', 'category', 'subType', 'area', 'from', 'to']);
    expect(NONE).toEqual({ keyword: '', code: '', category: '', subType: '', area: '', from: '', to: '' });
    expect(filterKeys([{ kind: 'category', subType: 'subType', fixedCategory: '4000' }])).toEqual(['subType']);
  });

  it('are checked with the contract rules, the area depth and the range order', () => {
    expect(checkFilters(FILTERS, NONE)).toEqual({});
    expect(checkFilters(FILTERS, { ...NONE, code: '3110', area: '330200', from: '2024-06-01', to: '2024-05-31' })).toEqual({
      code: 'registerCode',
      area: 'areaLastLevel',
      to: 'dateRange',
    });
    expect(checkFilters(FILTERS, { ...NONE, from: '2024-06-01', to: '2024-06-01' })).toEqual({});
  });

  it('make a query of paging, the sort when set and the filled filters, renamed as the contract says', () => {
    const params = { page: 2, pageSize: 50, sort: '', ...NONE, keyword: ' 电梯 ', from: '2024-01-01' };
    expect(toListQuery(params, filterKeys(FILTERS), { from: 'publishedFrom' })).toEqual({
      page: 2,
      pageSize: 50,
      keyword: '电梯',
      publishedFrom: '2024-01-01',
    });
    expect(toListQuery({ ...params, sort: 'name:asc' }, ['keyword'])).toMatchObject({ sort: 'name:asc' });
  });

  it('fold on a phone all but the keyword, unless they hold a value or the bar is short', () => {
    expect(phoneFolded(FILTERS, NONE)).toEqual([false, true, true, true, true]);
    expect(phoneFolded(FILTERS, { ...NONE, subType: '3110', from: '2024-06-01' })).toEqual([false, true, false, true, false]);
    expect(phoneFolded(FILTERS.slice(2), NONE)).toEqual([false, true, true]);
    expect(phoneFolded(FILTERS.slice(0, 2), NONE)).toEqual([false, false]);
  });
});

describe('pager choices', () => {
  it('offers 10/20/50/100 and the list’s own size', () => {
    expect(pageSizeChoices(20)).toEqual([10, 20, 50, 100]);
    expect(pageSizeChoices(15)).toEqual([10, 15, 20, 50, 100]);
  });

  it('jumps only to a page that exists', () => {
    expect(jumpTarget('3', 5)).toBe(3);
    expect(jumpTarget('6', 5)).toBeNull();
    expect(jumpTarget('0', 5)).toBeNull();
    expect(jumpTarget('', 5)).toBeNull();
  });
});
