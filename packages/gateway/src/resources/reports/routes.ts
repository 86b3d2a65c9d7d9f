import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { REPORT_MESSAGES, REPORT_WIRE_PATHS, reportFilePath, ZWireReport, ZWireReportFlowing } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { PRINTED_PDF, registerBinaryRoute } from '../../http/binary-route';
import { answer, platformSession } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { toReport, toReportInProcess, toReportInProcessQuery, toReportListQuery } from './mapping';

const s = initServer();

export const reportsServed = servedRoutes(contract.reports, ['list', 'inProcess']);

const REFUSALS = { [REPORT_MESSAGES.notFound]: 404, [REPORT_MESSAGES.typeNotAvailable]: 404 };

/** The clean report API over `report/list` and `report/flowingList`. */
export function reportRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);
  return s.router(reportsServed, {
    list: async ({ query, request, reply }) => {
      const list = await call({ method: 'GET', path: REPORT_WIRE_PATHS.list, query: toReportListQuery(query), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireReport, toReport));
    },
    inProcess: async ({ query, request, reply }) => {
      const list = await call({ method: 'GET', path: REPORT_WIRE_PATHS.flowingList, query: toReportInProcessQuery(query), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireReportFlowing, toReportInProcess));
    },
  });
}

/**
 * `GET /api/v1/reports/:id/files/:reportType`: the print host's PDF of one report file, streamed
 * with its Chinese file name; another unit's report or a type the report has not is a 404.
 */
export function registerReportDownload(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.reports.download,
    kind: PRINTED_PDF,
    file: ({ params }) => ({ path: reportFilePath(params.id, params.reportType), refusals: REFUSALS }),
  });
}
