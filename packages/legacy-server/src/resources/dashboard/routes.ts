import { DASHBOARD_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { passed } from '../../http/checked';
import { unitRoute } from '../../http/unit-route';
import { dashboardOverview } from './overview';
import { equipmentStatistics } from './statistics';

/**
 * The work desktop under `/a/stone/index/`: the overview of what needs the unit's attention and the
 * equipment counts of the user's unit. `result` + `errorMsg`, payload under `data`.
 */
export function dashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  unitRoute(app, context, DASHBOARD_WIRE_PATHS.overview, async ({ user }) => passed(await dashboardOverview(db, user.unitId, context.now())));
  unitRoute(app, context, DASHBOARD_WIRE_PATHS.statistics, async ({ scope }) => passed(await equipmentStatistics(db, scope)));
}
