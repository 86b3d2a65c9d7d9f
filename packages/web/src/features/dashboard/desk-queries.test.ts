import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERVIEW_QUERY, STATISTICS_QUERY } from '../../api/queries/dashboard';
import { RECENT_NOTICES_QUERY } from '../../api/queries/notices';
import { createQueryClient } from '../../app/query-client';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { ENTERPRISE_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT } from '../../test-support/render-page';
import { prefetchDesk } from './desk-queries';

afterEach(() => vi.unstubAllGlobals());

const API = {
  'GET /api/v1/dashboard/statistics': () => ({ body: { total: 0, overdue: 0, inspectionDue: 0, unqualified: 0, nonUse: 0, aboutToExpire: 0, byCategory: [] } }),
  'GET /api/v1/dashboard/overview': () => ({ body: { items: [], pending: { inspectionApplications: 0, useRegistrations: 0, awaitingPayment: 0 } } }),
  'GET /api/v1/notices': () => pageOf([]),
  'GET /api/v1/unit': () => ({ body: { name: '宁波悦澜酒店管理有限公司' } }),
};

describe('prefetchDesk', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks, as the enterprise user signs in, for what the desk shows, under the keys the desk reads', async () => {
    const api = installFakeApi(API);
    const client = createQueryClient();
    prefetchDesk(client, ENTERPRISE_USER);
    await vi.waitFor(() => expect(api.calls).toHaveLength(4));
    expect(api.calls.map((call) => call.url.pathname).sort()).toEqual([
      '/api/v1/dashboard/overview',
      '/api/v1/dashboard/statistics',
      '/api/v1/notices',
      '/api/v1/unit',
    ]);
    for (const query of [STATISTICS_QUERY, OVERVIEW_QUERY, RECENT_NOTICES_QUERY]) {
      await vi.waitFor(() => expect(client.getQueryState(query.queryKey)?.status).toBe('success'));
    }
  });

  it('leaves the institute desk to ask for its own lists', () => {
    const api = installFakeApi(API);
    prefetchDesk(createQueryClient(), INSTITUTE_USER);
    expect(api.calls).toEqual([]);
  });
});
