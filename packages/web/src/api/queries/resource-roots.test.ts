import { contract } from '@portal/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys } from './dashboard';
import { equipmentKeys } from './equipment';
import { inspectionApplicationKeys } from './inspection-applications';
import { RESOURCE_QUERY_ROOTS } from './resource-roots';

/** A client holding an answer under each key, none of them stale yet. */
function clientWith(keys: readonly QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { status: 200, body: {} });
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('RESOURCE_QUERY_ROOTS', () => {
  it('roots every resource of the contract at its word', () => {
    expect(Object.keys(RESOURCE_QUERY_ROOTS).sort()).toEqual(Object.keys(contract).sort());
    for (const [word, root] of Object.entries(RESOURCE_QUERY_ROOTS)) expect(root).toEqual([word]);
  });

  it("reaches every list and record of a resource and nothing of another's", async () => {
    const list = inspectionApplicationKeys.list({ page: 1, pageSize: 20 });
    const detail = inspectionApplicationKeys.detail('60004');
    const inspection = inspectionApplicationKeys.inspection('60004');
    const other = equipmentKeys.detail('60004');
    const client = clientWith([list, detail, inspection, other, dashboardKeys.overview()]);
    await client.invalidateQueries({ queryKey: RESOURCE_QUERY_ROOTS.inspectionApplications });
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
