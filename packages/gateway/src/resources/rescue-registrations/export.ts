import { contract } from '@portal/contract';
import { RESCUE_REGISTRATION_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { LIST_WORKBOOK, registerBinaryRoute } from '../../http/binary-route';
import { toRescueExportQuery } from './mapping';

/**
 * `GET /api/v1/rescue-registrations/export`: the filtered rescue list as a workbook (late arrivals
 * marked, phone numbers masked by the data host); access `service:fault`.
 */
export function registerRescueExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.rescueRegistrations.export,
    kind: LIST_WORKBOOK,
    file: ({ query }) => ({ path: RESCUE_REGISTRATION_DATA_PATHS.export, query: toRescueExportQuery(query) }),
  });
}
