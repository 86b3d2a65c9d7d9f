import { contract } from '@portal/contract';
import { RESCUE_REGISTRATION_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { registerWorkbookExport } from '../../http/workbook-export';
import { toRescueExportQuery } from './mapping';

/**
 * `GET /api/v1/rescue-registrations/export`: the filtered rescue list as a workbook (late arrivals
 * marked, phone numbers masked by the data host); access `service:fault`.
 */
export function registerRescueExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerWorkbookExport(app, ctx, { route: contract.rescueRegistrations.export, dataPath: RESCUE_REGISTRATION_DATA_PATHS.export, toWire: toRescueExportQuery });
}
