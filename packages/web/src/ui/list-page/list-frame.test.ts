import { describe, expect, it } from 'vitest';
import { listFrame } from './list-frame';

describe('listFrame', () => {
  it("passes the list, its result and its texts on, headed by the group's title and total", () => {
    const texts: Record<string, string> = { 'query.title': '发票查询', 'query.total': '共 {total} 张' };
    const t = (key: 'query.title' | 'query.total', params?: Record<string, string | number>) =>
      texts[key]!.replace('{total}', String(params?.total ?? ''));
    const list = { query: { page: 1 } };
    const result = { isError: false };
    const frame = listFrame(list, result, t, 'query');
    expect(frame.list).toBe(list);
    expect(frame.result).toBe(result);
    expect(frame.text).toBe(t);
    expect(frame.title).toBe('发票查询');
    expect(frame.totalText(3)).toBe('共 3 张');
  });

  it('passes the list, its result and its texts on alone when the page heads the list itself', () => {
    const t = (key: 'check.title') => key;
    const frame = listFrame({ query: {} }, { isError: false }, t);
    expect(Object.keys(frame)).toEqual(['list', 'result', 'text']);
  });
});
