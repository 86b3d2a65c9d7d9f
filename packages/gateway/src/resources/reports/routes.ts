import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { REPORT_MESSAGES, REPORT_VERIFY_PATH, REPORT_WIRE_PATHS, reportFilePath, ZWireReport, ZWireReportFlowing, ZWireReportVerification } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { PRINTED_PDF, registerBinaryRoute } from '../../http/binary-route';
import { portalOrigin } from '../../http/portal-origin';
import { answer, platformSession, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { createPublicLimiter, TOO_MANY } from '../public/limits';
import { toReport, toReportInProcess, toReportInProcessQuery, toReportListQuery, toReportVerification } from './mapping';

const s = initServer();

export const reportsServed = servedRoutes(contract.reports, ['list', 'inProcess', 'verify']);

const REFUSALS = { [REPORT_MESSAGES.notFound]: 404, [REPORT_MESSAGES.typeNotAvailable]: 404, [REPORT_MESSAGES.unknownCode]: 404 };

/** The clean report API over `report/list`, `report/flowingList` and the public `report/verify`. */
export function reportRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);
  const limiter = createPublicLimiter(ctx.store);
  return s.router(reportsServed, {
    verify: async ({ query, request, reply }) => {
      // A QR code's page: anyone may open it, so it is limited per address like the elevator status page.
      if (!(await limiter.allow(request, [['reportVerifyByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const found = await call({ method: 'GET', path: REPORT_VERIFY_PATH, query: { code: query.code, origin: portalOrigin(request, ctx.config) } });
      return answer(ctx, request, reply, 200, parsed(found, ZWireReportVerification, toReportVerification));
    },
    list: async ({ query, request, reply }) => {
      const wireQuery = toReportListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: REPORT_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireReport, toReport));
    },
    inProcess: async ({ query, request, reply }) => {
      const wireQuery = toReportInProcessQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: REPORT_WIRE_PATHS.flowingList, query: wireQuery, session: platformSession(request) });
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
    // The origin is the verification link's in a report rendered at its first download (one issued before documents were kept).
    file: ({ params }, request) => ({ path: reportFilePath(params.id, params.reportType), query: { origin: portalOrigin(request, ctx.config) }, refusals: REFUSALS }),
  });
}
