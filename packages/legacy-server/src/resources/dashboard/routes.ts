import { EQM_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { passed } from '../equipment/checked';
import { eqmRoute } from '../equipment/eqm-route';
import { equipmentStatistics } from '../equipment/equipment-statistics';

/** `/a/stone/index/eqmStatistics`: the work desktop's equipment counts of the user's unit. */
export function indexStatisticsRoutes(app: FastifyInstance, context: AppContext): void {
  eqmRoute(app, context, EQM_PATHS.statistics, async ({ scope }) => passed(await equipmentStatistics(context.db, scope)));
}
