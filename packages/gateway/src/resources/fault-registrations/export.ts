import { contract } from '@portal/contract';
import { FAULT_REGISTRATION_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { registerWorkbookExport } from '../../http/workbook-export';
import { toFaultExportQuery } from './mapping';

/** `GET /api/v1/fault-registrations/export`: the filtered fault list as a workbook; access `service:fault`. */
export function registerFaultExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerWorkbookExport(app, ctx, { route: contract.faultRegistrations.export, dataPath: FAULT_REGISTRATION_DATA_PATHS.export, toWire: toFaultExportQuery });
}
