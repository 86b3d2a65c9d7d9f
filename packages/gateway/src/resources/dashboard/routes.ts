import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { ZWireDashboardOverview, ZWireDashboardStatistics, DASHBOARD_WIRE_PATHS } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession } from '../../http/respond';
import { parsed } from '../../legacy/wire-values';
import { instituteDeskFigures } from './institute';
import { toEquipmentOverview, toEquipmentStatistics } from './mapping';

const s = initServer();

/** The work desktop over the `index` module's statistics and overview. */
export function dashboardHandlers(ctx: GatewayContext) {
  const instituteFigures = instituteDeskFigures(ctx);
  return s.router(contract.dashboard, {
    statistics: async ({ request, reply }) => {
      const statistics = await ctx.legacy.call({ method: 'GET', path: DASHBOARD_WIRE_PATHS.statistics, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(statistics, ZWireDashboardStatistics, toEquipmentStatistics));
    },

    overview: async ({ request, reply }) => {
      const overview = await ctx.legacy.call({ method: 'GET', path: DASHBOARD_WIRE_PATHS.overview, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(overview, ZWireDashboardOverview, toEquipmentOverview));
    },

    institute: async ({ request, reply }) => answer(ctx, request, reply, 200, await instituteFigures(request)),
  });
}
