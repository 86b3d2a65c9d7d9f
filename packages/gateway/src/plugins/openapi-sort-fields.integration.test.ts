import { contract } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../http/not-implemented';
import { setUpGatewayTests } from '../integration-support';
import { SORT_FIELDS_BY_OPERATION, sortOrdersOf } from './openapi-sort-fields';

// The lists whose sort the gateway checks since the sort tables covered every list (they passed it on unchecked before).
const gateway = setUpGatewayTests(['qiye', 'shouli', 'admin']);
const { cookies, inject } = gateway;

type User = keyof typeof cookies;
type Item = Record<string, unknown>;

/**
 * A list, who may read it, and the field whose order is checked where the seed gives two items or more
 * (`rows` picks the rows that field orders: pinned notices always come first).
 */
type Case = { operation: string; user: User; order?: { field: string; rows?: (items: Item[]) => Item[] } };

const CASES: Case[] = [
  { operation: 'unit.changes', user: 'qiye' },
  { operation: 'unit.reviews', user: 'admin' },
  { operation: 'errorLogs.list', user: 'admin' },
  { operation: 'notices.list', user: 'qiye', order: { field: 'publishedAt', rows: (items) => items.filter((item) => item.top === false) } },
  { operation: 'useRegistrations.list', user: 'qiye', order: { field: 'applicationNo' } },
  { operation: 'workers.export', user: 'qiye' },
  { operation: 'inspectionApplications.list', user: 'qiye', order: { field: 'applicationNo' } },
  { operation: 'inspectionApplicationActions.export', user: 'qiye' },
  { operation: 'inspectionProcessing.list', user: 'shouli', order: { field: 'submittedAt' } },
  { operation: 'inspectionProcessing.reissueList', user: 'shouli' },
  { operation: 'reissueApplications.list', user: 'qiye' },
  { operation: 'reports.list', user: 'qiye', order: { field: 'checkDate' } },
  { operation: 'reports.inProcess', user: 'qiye', order: { field: 'updatedAt' } },
  { operation: 'conformityDeclarations.list', user: 'qiye' },
  { operation: 'elevatorUseSigns.list', user: 'qiye', order: { field: 'nextCheckDate' } },
  { operation: 'auditRecords.list', user: 'admin', order: { field: 'time' } },
];

const paths = new Map(contractRoutes(contract).map(({ key, route }) => [key, route.path]));

/** The orders the list publishes (its OpenAPI enum), from its sort table. */
const ordersOf = (operation: string): string[] => sortOrdersOf(SORT_FIELDS_BY_OPERATION[operation] ?? {});

async function get(user: User, operation: string, sort: string) {
  return inject(cookies[user], 'GET', `${paths.get(operation) ?? ''}?pageSize=200&sort=${sort}`);
}

function inOrder(values: unknown[], direction: string): boolean {
  const known = values.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  return known.every((value, index) => index === 0 || (direction === 'asc' ? known[index - 1]! <= value : known[index - 1]! >= value));
}

describe.each(CASES)('sort of $operation', ({ operation, user, order }) => {
  it('has a sort table, and the platform honours every order in it', async () => {
    const orders = ordersOf(operation);
    expect(orders.length).toBeGreaterThan(0);
    for (const sort of orders) {
      const res = await get(user, operation, sort);
      expect(res.statusCode, `${sort} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses an unknown field, or another order of a one-order list, with 400 and the field message', async () => {
    const refused = ['unknownField:asc', ...ordersOf(operation).flatMap((sort) => {
      const [field, direction] = sort.split(':');
      const other = `${field}:${direction === 'asc' ? 'desc' : 'asc'}`;
      return ordersOf(operation).includes(other) ? [] : [other];
    })];
    for (const sort of refused) {
      const res = await get(user, operation, sort);
      expect(res.statusCode, sort).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors, sort).toEqual([{ path: 'sort', code: 'invalid_choice', message: '不支持按该字段排序' }]);
    }
  });

  it.runIf(order)('orders the answer by the field asked', async () => {
    const { field, rows = (items: Item[]) => items } = order!;
    for (const sort of ordersOf(operation).filter((candidate) => candidate.startsWith(`${field}:`))) {
      const items: Item[] = rows((await get(user, operation, sort)).json().items);
      expect(items.length, sort).toBeGreaterThanOrEqual(2);
      expect(inOrder(items.map((item) => item[field]), sort.split(':')[1] ?? 'asc'), `${sort}: ${items.map((item) => String(item[field])).join(', ')}`).toBe(true);
    }
  });
});
