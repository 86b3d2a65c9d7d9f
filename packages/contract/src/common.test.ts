import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text, ZId, ZIsoDate, ZIsoDateTime, ZPageQuery } from './common';
import { message } from './messages';

const issuesOf = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('text', () => {
  it('refuses control characters in Chinese', () => {
    expect(issuesOf(text(), 'a\u0000')).toEqual(['不能包含控制字符']);
    expect(issuesOf(text(), 'a\nb')).toEqual(['不能包含控制字符']);
    expect(issuesOf(text('multiline'), 'a\u0000')).toEqual(['不能包含控制字符']);
  });

  it('lets multi-line text keep its line breaks and tabs', () => {
    expect(text('multiline').parse('TypeError: x\n    at main.js:1\r\n\tend')).toBe('TypeError: x\n    at main.js:1\r\n\tend');
  });

  it('keeps Chinese text, punctuation and emoji', () => {
    expect(text().parse('北仑区 新碶街道（1号楼）· 😀')).toBe('北仑区 新碶街道（1号楼）· 😀');
  });

  it('keeps the messages it is built with', () => {
    expect(issuesOf(text('single', { required_error: '请输入姓名' }), undefined)).toEqual(['请输入姓名']);
  });
});

describe('ZId', () => {
  it('refuses what could move a platform path', () => {
    for (const bad of ['..', 'a/b', 'a%2Fb', '.', 'a.b', '']) expect(issuesOf(ZId, bad)).toEqual([message('invalidId')]);
  });
});

describe('ZIsoDateTime', () => {
  it.each(['2026-11-23T07:50:00.000Z', '2026-11-23T15:50:00+08:00', '2026-11-23T02:50:00-05:00', '2026-11-23 15:50:00', '2026-11-23T15:50'])(
    'accepts %s',
    (value) => {
      expect(ZIsoDateTime.parse(value)).toBe(value);
    },
  );

  it.each(['2026-02-30T10:00:00Z', '2026-02-30 10:00:00', 'yesterday', '2026-11-23T10:00:00+8'])('refuses %s with the time message', (value) => {
    expect(issuesOf(ZIsoDateTime, value)).toEqual([message('dateTime')]);
  });

  it('refuses a control character', () => {
    expect(issuesOf(ZIsoDateTime, '2026-11-23 10:00:00\u0000')).toContain(message('controlCharacters'));
  });
});

describe('ZIsoDate and sort', () => {
  it('speak the catalogue', () => {
    expect(issuesOf(ZIsoDate, '31.05.2024')).toEqual(['日期格式应为 yyyy-MM-dd']);
    expect(issuesOf(ZPageQuery, { sort: 'name:asc\u0000' })).toContain(message('controlCharacters'));
  });
});
