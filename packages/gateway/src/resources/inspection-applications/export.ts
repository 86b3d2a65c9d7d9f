import { contract } from '@portal/contract';
import { INSPECTION_APPLICATION_DATA_PATHS, type QueryValue } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { LIST_WORKBOOK, registerBinaryRoute } from '../../http/binary-route';
import { toInspectionApplicationListQuery } from './mapping';

/** The list's filters without its paging: the export holds the whole filtered list. */
function exportFilters(query: Parameters<typeof toInspectionApplicationListQuery>[0]): Record<string, QueryValue> {
  const { pageNo: _pageNo, pageSize: _pageSize, orderBy: _orderBy, ...filters } = toInspectionApplicationListQuery(query);
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * `GET /api/v1/inspection-applications/export`: the unit's applications as a workbook (contact
 * mobiles masked by the data host); access `inspection:view`.
 */
export function registerInspectionApplicationExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.inspectionApplicationActions.export,
    kind: LIST_WORKBOOK,
    file: ({ query }) => ({ path: INSPECTION_APPLICATION_DATA_PATHS.export, query: exportFilters(query) }),
  });
}
