import { contract, XLSX_MIME } from '@portal/contract';
import { EQUIPMENT_DATA_PATHS, type QueryValue } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import type { GatewayContext } from '../../context';
import { registerBinaryRoute, WORKBOOK_HEADERS_TIMEOUT_MS, type FileKind } from '../../http/binary-route';
import { toWireEqmQuery, VIEW_ENDPOINTS, type EquipmentFilters } from './mapping';

// The data host writes the whole workbook before it answers (to send its length), which takes a
// few seconds for tens of thousands of rows; the workbook is then streamed, never held whole.
const EQUIPMENT_WORKBOOK: FileKind = { host: 'data', type: XLSX_MIME, headersTimeoutMs: WORKBOOK_HEADERS_TIMEOUT_MS };
/** Exports at once on connections of their own to the data host; further ones wait for a free one. */
const EXPORT_CONNECTIONS = 8;

/** The data host's query of an export: the list filters and the view's `queryType`. */
export function exportQuery(filters: EquipmentFilters): Record<string, QueryValue> {
  const { view, ...rest } = filters;
  return { ...toWireEqmQuery(rest), queryType: VIEW_ENDPOINTS[view].exportType };
}

/** `GET /api/v1/equipment/export`: the data host's .xlsx of the filtered list; access `equipment:view`. */
export function registerEquipmentExport(app: FastifyInstance, ctx: GatewayContext): void {
  const pool = new Pool(new URL(ctx.hosts.data).origin, { connections: EXPORT_CONNECTIONS });
  app.addHook('onClose', async () => pool.close());
  registerBinaryRoute(app, ctx, {
    route: contract.equipment.export,
    kind: EQUIPMENT_WORKBOOK,
    file: ({ query }) => ({ path: EQUIPMENT_DATA_PATHS.export, query: exportQuery(query) }),
    dispatcher: pool,
  });
}
