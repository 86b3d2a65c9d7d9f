import { pageOf, ZEquipmentOverviewSchema, ZEquipmentSummarySchema, ZUseRegistrationSummarySchema, type EquipmentOverview } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

const get = (cookie: string | undefined, url: string) => inject(cookie, 'GET', url);

const ZEquipmentPage = pageOf(ZEquipmentSummarySchema);
const ZUseRegistrationPage = pageOf(ZUseRegistrationSummarySchema);

async function applicationCount(cookie: string, state: string): Promise<number> {
  const res = await get(cookie, `/api/v1/inspection-applications?state=${state}&pageSize=1`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
}

/** Every equipment file the caller sees in the comprehensive list, page by page. */
async function allEquipment(cookie: string) {
  const files = [];
  for (let page = 1; ; page += 1) {
    const res = await get(cookie, `/api/v1/equipment?view=comprehensive&pageSize=200&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = ZEquipmentPage.parse(res.json());
    files.push(...items);
    if (items.length === 0 || files.length >= total) return files;
  }
}

async function useRegistrationCount(cookie: string, state: string): Promise<number> {
  const res = await get(cookie, `/api/v1/use-registrations?state=${state}&pageSize=1`);
  expect(res.statusCode, res.body).toBe(200);
  return ZUseRegistrationPage.parse(res.json()).total;
}

/**
 * The overview counted from the unit's equipment list and its use-registration lists, read through
 * the gateway: independent of both the platform's overview query and the overview mapping.
 */
async function expectedOverview(cookie: string): Promise<EquipmentOverview> {
  const counts = new Map<string, EquipmentOverview['items'][number]>();
  for (const file of await allEquipment(cookie)) {
    const key = `${file.categoryCode}|${file.useState}`;
    const item = counts.get(key) ?? { categoryCode: file.categoryCode, useState: file.useState, count: 0 };
    counts.set(key, { ...item, count: item.count + 1 });
  }
  return {
    items: [...counts.values()],
    pending: {
      useRegistrations: (await useRegistrationCount(cookie, 'draft')) + (await useRegistrationCount(cookie, 'returned')),
      // Applications still in the unit's hands (drafts, returned ones, opinion notices to answer), and those awaiting payment.
      inspectionApplications:
        (await applicationCount(cookie, 'draft')) + (await applicationCount(cookie, 'returned')) + (await applicationCount(cookie, 'opinion_notice')),
      awaitingPayment: await applicationCount(cookie, 'awaiting_payment'),
    },
  };
}

const byKey = (items: EquipmentOverview['items']) => [...items].sort((a, b) => `${a.categoryCode}${a.useState}`.localeCompare(`${b.categoryCode}${b.useState}`));

describe('GET /api/v1/dashboard/overview', () => {
  it.each([['qiye'], ['zhenhai']])("counts %s's own equipment per category and use state, and its waiting applications", async (name) => {
    const cookie = name === 'qiye' ? cookies.qiye : cookies.zhenhai;
    const res = await get(cookie, '/api/v1/dashboard/overview');
    expect(res.statusCode, res.body).toBe(200);
    const overview = ZEquipmentOverviewSchema.parse(res.json());
    const expected = await expectedOverview(cookie);
    expect(byKey(overview.items)).toEqual(byKey(expected.items));
    expect(overview.pending).toEqual(expected.pending);
  });

  it('matches the demo data: 宁波悦澜 has a draft and a returned application waiting, and a lift not yet in use', async () => {
    const overview = ZEquipmentOverviewSchema.parse((await get(cookies.qiye, '/api/v1/dashboard/overview')).json());
    expect(overview.pending.useRegistrations).toBe(2);
    expect(overview.items).toContainEqual({ categoryCode: '3000', useState: 'not_in_use', count: 1 });
  });

  it('gives the institute auditor no equipment', async () => {
    const res = await get(cookies.shenhe, '/api/v1/dashboard/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], pending: { inspectionApplications: 0, useRegistrations: 0, awaitingPayment: 0 } });
  });
});
