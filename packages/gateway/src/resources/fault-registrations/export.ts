import { contract } from '@portal/contract';
import { FAULT_REGISTRATION_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { LIST_WORKBOOK, registerBinaryRoute } from '../../http/binary-route';
import { toFaultExportQuery } from './mapping';

/** `GET /api/v1/fault-registrations/export`: the filtered fault list as a workbook; access `service:fault`. */
export function registerFaultExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.faultRegistrations.export,
    kind: LIST_WORKBOOK,
    file: ({ query }) => ({ path: FAULT_REGISTRATION_DATA_PATHS.export, query: toFaultExportQuery(query) }),
  });
}
