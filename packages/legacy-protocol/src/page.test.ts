import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { ZWirePageMeta, toWirePaging, wirePage } from './page';

describe('wirePage', () => {
  const ZItem = z.object({ id: z.string() });
  const ZPage = wirePage(ZItem);

  it('parses a JeeSite page', () => {
    const page = ZPage.parse({ pageNo: 1, pageSize: 20, count: 2, list: [{ id: 'a' }, { id: 'b' }] });
    expect(page).toEqual({ pageNo: 1, pageSize: 20, count: 2, list: [{ id: 'a' }, { id: 'b' }] });
  });

  it('coerces numeric strings in the paging fields', () => {
    expect(ZPage.parse({ pageNo: '2', pageSize: '10', count: '35', list: [] })).toEqual({
      pageNo: 2,
      pageSize: 10,
      count: 35,
      list: [],
    });
  });

  it('validates the items with the given schema', () => {
    expect(ZPage.safeParse({ pageNo: 1, pageSize: 20, count: 1, list: [{ id: 7 }] }).success).toBe(false);
  });

  it('rejects a page without a list', () => {
    expect(ZPage.safeParse({ pageNo: 1, pageSize: 20, count: 0 }).success).toBe(false);
  });

  it("reads JeeSite's unpaged answer (pageSize -1) as one page of every row", () => {
    expect(ZPage.parse({ pageNo: 1, pageSize: -1, count: 2, list: [{ id: 'a' }, { id: 'b' }] })).toMatchObject({ pageSize: 2, count: 2 });
  });

  it('rejects non-numeric paging fields', () => {
    expect(ZWirePageMeta.safeParse({ pageNo: 'x', pageSize: 20, count: 0 }).success).toBe(false);
  });
});

describe('toWirePaging', () => {
  it('turns page and size into strings', () => {
    expect(toWirePaging(3, 50)).toEqual({ pageNo: '3', pageSize: '50' });
  });

  it('turns field:asc into a snake-case orderBy', () => {
    expect(toWirePaging(1, 20, 'nextCheckDate:asc')).toEqual({
      pageNo: '1',
      pageSize: '20',
      orderBy: 'next_check_date asc',
    });
  });

  it('turns field:desc into field desc', () => {
    expect(toWirePaging(1, 20, 'createDate:desc').orderBy).toBe('create_date desc');
  });

  it('defaults the direction to asc', () => {
    expect(toWirePaging(1, 20, 'name').orderBy).toBe('name asc');
  });

  it('joins several sort terms', () => {
    expect(toWirePaging(1, 20, 'useState:asc,registerCode:DESC').orderBy).toBe('use_state asc, register_code desc');
  });

  it('ignores an empty sort', () => {
    expect(toWirePaging(1, 20, '')).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it.each(['name:sideways', 'name;drop table x:asc', 'a b:asc', ':asc', 'name:asc:x'])(
    'rejects the unsafe or malformed sort %j',
    (sort) => {
      expect(() => toWirePaging(1, 20, sort)).toThrow(/Invalid sort term/);
    },
  );
});
