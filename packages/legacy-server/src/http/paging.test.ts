import { describe, expect, it } from 'vitest';
import { notices } from '../db/schema';
import { likePattern, PAGING_MESSAGES, parsePaging } from './paging';

const SORTABLE = { published_at: notices.publishedAt, title: notices.title };

describe('parsePaging', () => {
  it('defaults to the first page of 20 without an order', () => {
    expect(parsePaging({}, SORTABLE)).toMatchObject({ pageNo: 1, pageSize: 20, offset: 0, orderBy: [] });
  });

  it('counts the offset from pageNo and pageSize', () => {
    expect(parsePaging({ pageNo: '3', pageSize: '50' }, SORTABLE)).toMatchObject({ pageNo: 3, pageSize: 50, offset: 100 });
  });

  it('refuses a zero, negative, non-numeric or oversized page', () => {
    const bad: Record<string, string>[] = [{ pageNo: '0' }, { pageNo: '-1' }, { pageSize: 'x' }, { pageSize: '501' }];
    for (const params of bad) {
      expect(parsePaging(params, SORTABLE)).toBe(PAGING_MESSAGES.paging);
    }
  });

  it('takes several orderBy terms of known columns', () => {
    const paging = parsePaging({ orderBy: 'published_at desc, title' }, SORTABLE);
    expect(typeof paging === 'string' ? paging : paging.orderBy).toHaveLength(2);
  });

  it('refuses an unknown column or anything that is not a plain term', () => {
    for (const orderBy of ['password_hash desc', 'title; drop table users', 'title sideways', 'title desc desc']) {
      expect(parsePaging({ orderBy }, SORTABLE), orderBy).toBe(PAGING_MESSAGES.orderBy);
    }
  });
});

describe('likePattern', () => {
  it('escapes the wildcards a person types', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
