import { initContract } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QUERIES_KEPT, QUERY_CHECK_KEPT_MS, QUERY_KEY_LIMIT, rememberQueryChecks } from './query-checks';

const c = initContract();

function fixture() {
  let runs = 0;
  const query = z
    .object({ page: z.coerce.number().int().min(1).default(1), keyword: z.string().optional() })
    .superRefine(() => {
      runs += 1;
    });
  const router = c.router({ list: { method: 'GET', path: '/things', query, responses: { 200: z.object({}) } }, nested: c.router({ again: { method: 'GET', path: '/again', query, responses: { 200: z.object({}) } } }) });
  return { router, query, runs: () => runs };
}

describe('rememberQueryChecks', () => {
  it('checks a query once and answers the same frozen result afterwards', () => {
    const { router, query, runs } = fixture();
    rememberQueryChecks(router);
    const first = query.safeParse({ page: '2' });
    expect(first).toEqual({ success: true, data: { page: 2 } });
    expect(query.safeParse({ page: '2' })).toBe(first);
    expect(runs()).toBe(1);
    expect(Object.isFrozen(first.data)).toBe(true);
    expect(() => {
      (first.data as { page: number }).page = 3;
    }).toThrow(TypeError);
  });

  it('wraps a schema once, however often it is asked and wherever it is used', () => {
    const { router, query, runs } = fixture();
    rememberQueryChecks(router);
    rememberQueryChecks(router);
    query.safeParse({ page: '1' });
    query.safeParse({ page: '1' });
    expect(runs()).toBe(1);
  });

  it('keeps no refusal: a bad query is checked again and says what is wrong each time', () => {
    const { router, query, runs } = fixture();
    rememberQueryChecks(router);
    const refused = query.safeParse({ page: '0' });
    expect(refused.success).toBe(false);
    expect(query.safeParse({ page: '0' })).not.toBe(refused);
    expect(runs()).toBe(2);
    expect(() => query.parse({ page: 'x' })).toThrow();
  });

  it('checks long queries each time, and keeps a bounded number for a bounded time', () => {
    let now = 0;
    const { router, query, runs } = fixture();
    rememberQueryChecks(router, () => now);
    const long = { keyword: 'x'.repeat(QUERY_KEY_LIMIT) };
    query.safeParse(long);
    query.safeParse(long);
    expect(runs()).toBe(2);

    query.safeParse({ page: '5' });
    now = QUERY_CHECK_KEPT_MS;
    query.safeParse({ page: '5' });
    expect(runs()).toBe(4);

    for (let page = 1; page <= QUERIES_KEPT + 1; page += 1) query.safeParse({ page: String(page) });
    const before = runs();
    query.safeParse({ page: '1' });
    expect(runs()).toBe(before + 1);
  });
});
