import { initServer } from '@ts-rest/fastify';
import { contract, findCategory, ZCategoryCode, type EquipmentStatistics } from '@portal/contract';
import { EQM_PATHS, ZWireEqmStatistics, type WireEqmStatistics } from '@portal/legacy-protocol';
import type { GatewayContext } from '../context';
import { platformSession, problemResult } from './respond';
import { parsed, UnexpectedWireValue } from './wire-values';

const s = initServer();

export function toEquipmentStatistics(wire: WireEqmStatistics): EquipmentStatistics {
  return {
    total: wire.total,
    overdue: wire.overdueCount,
    inspectionDue: wire.dueCount,
    unqualified: wire.unqualifiedCount,
    nonUse: wire.nonUseCount,
    aboutToExpire: wire.aboutExpireCount,
    byCategory: wire.categoryList.map((row) => {
      const code = ZCategoryCode.safeParse(row.equCategory);
      if (!code.success) throw new UnexpectedWireValue('category', row.equCategory);
      return {
        categoryCode: code.data,
        categoryName: findCategory(code.data)?.name ?? row.equCategoryName ?? code.data,
        total: row.total,
        inUse: row.inUseCount,
        overdue: row.overdueCount,
        inspectionDue: row.dueCount,
        unqualified: row.unqualifiedCount,
      };
    }),
  };
}

/** `dashboard.statistics`: the work desktop's equipment counts (index/eqmStatistics). */
export function dashboardStatisticsRoute(ctx: GatewayContext) {
  return s.route(contract.dashboard.statistics, async ({ request, reply }) => {
    const answer = await ctx.legacy.call({ method: 'GET', path: EQM_PATHS.statistics, session: platformSession(request) });
    const statistics = parsed(answer, ZWireEqmStatistics, toEquipmentStatistics);
    return statistics.ok ? { status: 200 as const, body: statistics.value } : problemResult(ctx, request, reply, statistics);
  });
}
