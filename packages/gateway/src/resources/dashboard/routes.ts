import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { DESK_OVERVIEW_PATH, ZWireDeskOverview } from '@portal/legacy-protocol';
import type { GatewayContext } from '../context';
import { toEquipmentOverview, UnexpectedOverview } from './dashboard-overview-mapping';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';

const s = initServer();

/** `dashboard.overview` over the `index` module's overview; `dashboard.statistics` lives elsewhere. */
export function dashboardOverviewRoute(ctx: GatewayContext) {
  return s.route(contract.dashboard.overview, async ({ request, reply }) => {
    const answer = await ctx.legacy.call({ method: 'GET', path: DESK_OVERVIEW_PATH, session: platformSession(request) });
    if (!answer.ok) return problemResult(ctx, request, reply, answer);
    const overview = ZWireDeskOverview.safeParse(answer.data);
    if (!overview.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
    try {
      return { status: 200 as const, body: toEquipmentOverview(overview.data) };
    } catch (error) {
      if (error instanceof UnexpectedOverview) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      throw error;
    }
  });
}
