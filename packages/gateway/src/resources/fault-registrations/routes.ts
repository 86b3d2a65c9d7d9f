import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { FAULT_REGISTRATION_MESSAGES, FAULT_REGISTRATION_WIRE_PATHS, faultRegistrationForm, wirePage, ZWireFaultRegistration } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { servedRoutes } from '../../http/served-routes';
import { serviceRecordHandlers } from '../../http/service-application-routes';
import { FAULT_SORT_FIELDS, toFaultFilters, toFaultForm, toFaultRegistration, type FaultBodyValue, type FaultQueryValue } from './mapping';

const s = initServer();

/** The routes of the group the router serves; the export streams beside it (export.ts). */
export const faultRegistrationsServed = servedRoutes(contract.faultRegistrations, ['list', 'get', 'create', 'update']);

/** The clean fault-registration API over `eleFaultMain` (listData, form, save), built by the record routes. */
export function faultRegistrationHandlers(ctx: GatewayContext) {
  const paths = FAULT_REGISTRATION_WIRE_PATHS;
  const routes = serviceRecordHandlers(ctx, {
    list: { path: paths.list, sortFields: FAULT_SORT_FIELDS, filters: (query: FaultQueryValue) => toFaultFilters(query), schema: wirePage(ZWireFaultRegistration), map: toFaultRegistration },
    paths,
    detail: { schema: ZWireFaultRegistration, map: toFaultRegistration },
    form: (body: FaultBodyValue, id) => faultRegistrationForm(toFaultForm(body), id),
    refusals: { [FAULT_REGISTRATION_MESSAGES.notFound]: 404 },
  });
  return s.router(faultRegistrationsServed, routes.handlers);
}
