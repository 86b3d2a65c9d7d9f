import { contract } from '@portal/contract';
import { WORKER_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { LIST_WORKBOOK, registerBinaryRoute } from '../../http/binary-route';
import { HttpProblem } from '../../http/problem';
import { UNSORTABLE, wireSortOf } from '../../legacy/wire-values';
import { toWorkerFilters, WORKER_EXPORT_ORDER } from './mapping';

/**
 * `GET /api/v1/workers/export`: the worker list as a workbook (numbers masked by the data host); access
 * `worker:view`. The data host writes one order, so a `sort` other than that order is refused like an unknown field.
 */
export function registerWorkerExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.workers.export,
    kind: LIST_WORKBOOK,
    file: ({ query }) => {
      if (!wireSortOf(query.sort, WORKER_EXPORT_ORDER)) throw new HttpProblem(UNSORTABLE);
      return { path: WORKER_DATA_PATHS.export, query: toWorkerFilters(query) };
    },
  });
}
