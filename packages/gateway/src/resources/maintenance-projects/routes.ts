import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  MAINTENANCE_PROJECT_MESSAGES,
  MAINTENANCE_PROJECT_WIRE_PATHS,
  maintenanceProjectForm,
  wirePage,
  ZWireMaintenanceProject,
  ZWireMaintenanceProjectDetail,
} from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { deleteHandler } from '../../http/record-handlers';
import { serviceApplicationHandlers } from '../../http/service-application-routes';
import {
  MAINTENANCE_PROJECT_SORT_FIELDS,
  toMaintenanceProject,
  toMaintenanceProjectDetail,
  toMaintenanceProjectFilters,
  toMaintenanceProjectForm,
  type MaintenanceProjectBodyValue,
} from './mapping';

const s = initServer();

const REFUSALS = {
  [MAINTENANCE_PROJECT_MESSAGES.notFound]: 404,
  [MAINTENANCE_PROJECT_MESSAGES.notEditable]: 409,
  [MAINTENANCE_PROJECT_MESSAGES.notDeletable]: 409,
  [MAINTENANCE_PROJECT_MESSAGES.notSubmitted]: 409,
  [MAINTENANCE_PROJECT_MESSAGES.forbidden]: 403,
};

/**
 * The clean maintenance-project API: the unit's notices over `epPemMaiprojApply` (list, get,
 * create, update, delete) and the institute's review over `epPemMaipricApply` (reviewList,
 * reviewGet, decide), built by the service-application routes; a draft's delete is its own.
 */
export function maintenanceProjectHandlers(ctx: GatewayContext) {
  const paths = MAINTENANCE_PROJECT_WIRE_PATHS;
  const routes = serviceApplicationHandlers(ctx, {
    list: {
      path: paths.list,
      sortFields: MAINTENANCE_PROJECT_SORT_FIELDS,
      filters: toMaintenanceProjectFilters,
      schema: wirePage(ZWireMaintenanceProject),
      map: toMaintenanceProject,
    },
    paths,
    detail: { schema: ZWireMaintenanceProjectDetail, map: toMaintenanceProjectDetail },
    form: (body: MaintenanceProjectBodyValue, id) => maintenanceProjectForm(toMaintenanceProjectForm(body), id),
    refusals: REFUSALS,
    review: { paths: { list: paths.auditList, audit: paths.audit }, event: 'maintenance-project-decided', target: 'maintenance-project' },
  });

  return s.router(contract.maintenanceProjects, {
    ...routes.handlers,
    delete: deleteHandler(ctx, routes.call, paths.del),
  });
}
