import { contract } from '@portal/contract';
import { WORKER_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { LIST_WORKBOOK, registerBinaryRoute } from '../../http/binary-route';
import { toWorkerFilters } from './mapping';

/** `GET /api/v1/workers/export`: the operator list as a workbook (numbers masked by the data host); access `worker:view`. */
export function registerWorkerExport(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.workers.export,
    kind: LIST_WORKBOOK,
    file: ({ query }) => ({ path: WORKER_DATA_PATHS.export, query: toWorkerFilters(query) }),
  });
}
