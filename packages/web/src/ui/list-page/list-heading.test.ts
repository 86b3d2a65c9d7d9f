import { describe, expect, it } from 'vitest';
import { listHeading } from './list-heading';
import { listExport } from './export-action';

describe('listHeading', () => {
  it("names a list by its group's title and counts its rows with the group's total", () => {
    const texts: Record<string, string> = { 'query.title': '人员查询', 'query.total': '共 {total} 人' };
    const t = (key: 'query.title' | 'query.total', params?: Record<string, string | number>) =>
      texts[key]!.replace('{total}', String(params?.total ?? ''));
    const heading = listHeading(t, 'query');
    expect(heading.title).toBe('人员查询');
    expect(heading.totalText(12)).toBe('共 12 人');
  });
});

describe('listExport', () => {
  it("exports the list's filled values of the export keys, named after the list", () => {
    expect(listExport('/api/v1/workers/export', { keyword: '王', workItem: '', page: 2 }, ['keyword', 'workItem'], '人员查询')).toEqual({
      url: '/api/v1/workers/export?keyword=%E7%8E%8B',
      fallbackName: '人员查询.xlsx',
    });
  });
});
