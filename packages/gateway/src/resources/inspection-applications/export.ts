import { contract } from '@portal/contract';
import { INSPECTION_APPLICATION_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { LIST_WORKBOOK, registerBinaryRoute } from '../../http/binary-route';
import { HttpProblem } from '../../http/problem';
import { UNSORTABLE, wireSortOf } from '../../legacy/wire-values';
import { INSPECTION_APPLICATION_EXPORT_ORDER, toInspectionApplicationFilters } from './mapping';

/**
 * `GET /api/v1/inspection-applications/export`: the unit's applications as a workbook (contact
 * mobiles masked by the data host); access `inspection:view`. The export holds the whole filtered
 * list in the data host's one order, so a `sort` other than that order is refused like an unknown field.
 */
export function registerInspectionApplicationExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.inspectionApplicationActions.export,
    kind: LIST_WORKBOOK,
    file: ({ query }) => {
      if (!wireSortOf(query.sort, INSPECTION_APPLICATION_EXPORT_ORDER)) throw new HttpProblem(UNSORTABLE);
      const filters = Object.entries(toInspectionApplicationFilters(query)).filter(([, value]) => value !== undefined);
      return { path: INSPECTION_APPLICATION_DATA_PATHS.export, query: Object.fromEntries(filters) };
    },
  });
}
