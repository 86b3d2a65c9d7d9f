import { MAINTENANCE_PROJECT_MESSAGES, MAINTENANCE_PROJECT_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { REVIEW_NOTICES } from '../../http/answers';
import { ownUnitRoute } from '../../http/unit-route';
import { serviceApplicationRoutes } from '../../service-applications/routes';
import { deleteServiceDraft } from '../../service-applications/writes';
import { MAINTENANCE_PROJECT_KIND } from './kind';

/**
 * `epPemMaiprojApply`: the unit's maintenance project notices (`listData`, `form`, `save`, `del`);
 * `epPemMaipricApply`: the institute's review (`list`, `audit`), for roles holding `inspection:review`.
 */
export function maintenanceProjectRoutes(app: FastifyInstance, context: AppContext): void {
  serviceApplicationRoutes(app, context, MAINTENANCE_PROJECT_KIND);
  // Only this kind lets the unit delete a draft.
  ownUnitRoute(
    app,
    context,
    MAINTENANCE_PROJECT_WIRE_PATHS.del,
    async (_user, unitId, params) => deleteServiceDraft(context.db, { ...MAINTENANCE_PROJECT_KIND, messages: MAINTENANCE_PROJECT_MESSAGES }, unitId, params.id?.trim() ?? ''),
    () => REVIEW_NOTICES.deleted,
  );
}
