import { contract } from '@portal/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from './dashboard';
import { equipmentKeys } from './equipment';
import { inspectionApplicationKeys } from './inspection-applications';
import { queryRootOf } from './resource-roots';
import type { ResourceWord } from './query-kit';

/** A client holding an answer under each key, none of them stale yet. */
function clientWith(keys: readonly QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { status: 200, body: {} });
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

/** The query modules beside this test, by file (the kit and the roots themselves are not resources). */
const QUERY_MODULES = Object.entries(import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./query-kit.ts', '!./resource-roots.ts'], { eager: true }));

/** A module's key factories: its exports named `…Keys`. */
const factoriesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name.endsWith('Keys')) as [string, { all?: unknown; lists?: () => unknown }][];

describe('queryRootOf', () => {
  it('roots every resource of the contract at its word', () => {
    for (const word of Object.keys(contract) as ResourceWord[]) expect(queryRootOf(word)).toEqual([word]);
  });

  it("finds the query modules, and each has one key factory rooted at a contract resource's word", () => {
    expect(QUERY_MODULES.length).toBeGreaterThan(25);
    const words = new Set(Object.keys(contract));
    const wrong = QUERY_MODULES.filter(([, module]) => {
      const factories = factoriesOf(module);
      const [, factory] = factories[0] ?? [];
      const root = Array.isArray(factory?.all) ? (factory.all as unknown[]) : [];
      return (
        factories.length !== 1 ||
        root.length !== 1 ||
        !words.has(String(root[0])) ||
        JSON.stringify(factory?.lists?.()) !== JSON.stringify([root[0], 'list'])
      );
    }).map(([file]) => file);
    expect(wrong).toEqual([]);
  });

  it("reaches every list and record of a resource and nothing of another's", async () => {
    const list = inspectionApplicationKeys.list({ page: 1, pageSize: 20 });
    const detail = inspectionApplicationKeys.detail('60004');
    const inspection = inspectionApplicationKeys.inspection('60004');
    const other = equipmentKeys.detail('60004');
    const client = clientWith([list, detail, inspection, other, dashboardKeys.overview()]);
    await client.invalidateQueries({ queryKey: queryRootOf('inspectionApplications') });
    expect([list, detail, inspection].map((key) => invalidated(client, key))).toEqual([true, true, true]);
    expect(invalidated(client, other)).toBe(false);
    expect(invalidated(client, dashboardKeys.overview())).toBe(false);
  });
});

describe('a resource key factory', () => {
  it("reaches one record's reads with detail(id), and every list with lists()", async () => {
    const client = clientWith([
      inspectionApplicationKeys.detail('60004'),
      inspectionApplicationKeys.inspection('60004'),
      inspectionApplicationKeys.detail('60005'),
      inspectionApplicationKeys.list({ page: 2 }),
    ]);
    await client.invalidateQueries({ queryKey: inspectionApplicationKeys.detail('60004') });
    expect(invalidated(client, inspectionApplicationKeys.inspection('60004'))).toBe(true);
    expect(invalidated(client, inspectionApplicationKeys.detail('60005'))).toBe(false);
    expect(invalidated(client, inspectionApplicationKeys.list({ page: 2 }))).toBe(false);
    await client.invalidateQueries({ queryKey: inspectionApplicationKeys.lists() });
    expect(invalidated(client, inspectionApplicationKeys.list({ page: 2 }))).toBe(true);
  });

  it('keys a list by its contract query, so two pages are two entries', () => {
    expect(equipmentKeys.list({ page: 1 })).toEqual(['equipment', 'list', { page: 1 }]);
    expect(equipmentKeys.list({ page: 1 })).not.toEqual(equipmentKeys.list({ page: 2 }));
  });
});
