import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { RESCUE_REGISTRATION_MESSAGES, RESCUE_REGISTRATION_WIRE_PATHS, rescueRegistrationForm, wirePage, ZWireRescueRegistration } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { servedRoutes } from '../../http/served-routes';
import { serviceRecordHandlers } from '../../http/service-application-routes';
import { RESCUE_SORT_FIELDS, toRescueFilters, toRescueForm, toRescueRegistration, type RescueBodyValue, type RescueQueryValue } from './mapping';

const s = initServer();

/** The routes of the group the router serves; the export streams beside it (export.ts). */
export const rescueRegistrationsServed = servedRoutes(contract.rescueRegistrations, ['list', 'get', 'create', 'update']);

/** The clean rescue-registration API over `eleRcsMain` (listData, form, save), built by the record routes. */
export function rescueRegistrationHandlers(ctx: GatewayContext) {
  const paths = RESCUE_REGISTRATION_WIRE_PATHS;
  const routes = serviceRecordHandlers(ctx, {
    list: { path: paths.list, sortFields: RESCUE_SORT_FIELDS, filters: (query: RescueQueryValue) => toRescueFilters(query), schema: wirePage(ZWireRescueRegistration), map: toRescueRegistration },
    paths,
    detail: { schema: ZWireRescueRegistration, map: toRescueRegistration },
    form: (body: RescueBodyValue, id) => rescueRegistrationForm(toRescueForm(body), id),
    refusals: { [RESCUE_REGISTRATION_MESSAGES.notFound]: 404 },
  });
  return s.router(rescueRegistrationsServed, routes.handlers);
}
