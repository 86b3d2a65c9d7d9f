import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { REPORT_MESSAGES, REPORT_VERIFY_PATH, REPORT_WIRE_PATHS, reportFilePath, wirePage, ZWireReport, ZWireReportFlowing, ZWireReportVerification } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { PRINTED_PDF, registerBinaryRoute } from '../../http/binary-route';
import { portalOrigin } from '../../http/portal-origin';
import { listRoute } from '../../http/list-route';
import { answer, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { createPublicLimiter, TOO_MANY } from '../public/limits';
import { REPORT_IN_PROCESS_ORDER, REPORT_SORT_FIELDS, toReport, toReportFilters, toReportInProcess, toReportInProcessFilters, toReportVerification, type ReportInProcessQueryValue, type ReportQueryValue } from './mapping';

const s = initServer();

export const reportsServed = servedRoutes(contract.reports, ['list', 'inProcess', 'verify']);

const REFUSALS = { [REPORT_MESSAGES.notFound]: 404, [REPORT_MESSAGES.typeNotAvailable]: 404, [REPORT_MESSAGES.unknownCode]: 404 };

/** The clean report API over `report/list`, `report/flowingList` and the public `report/verify`. */
export function reportHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);
  const limiter = createPublicLimiter(ctx.store);
  return s.router(reportsServed, {
    verify: async ({ query, request, reply }) => {
      // A QR code's page: anyone may open it, so it is limited per address like the elevator status page.
      if (!(await limiter.allow(request, [['reportVerifyByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const found = await call({ method: 'GET', path: REPORT_VERIFY_PATH, query: { code: query.code, origin: portalOrigin(request, ctx.config) } });
      return answer(ctx, request, reply, 200, parsed(found, ZWireReportVerification, toReportVerification));
    },
    list: listRoute(ctx, {
      path: REPORT_WIRE_PATHS.list,
      sortFields: REPORT_SORT_FIELDS,
      filters: (query: ReportQueryValue) => toReportFilters(query),
      schema: wirePage(ZWireReport),
      map: toReport,
      refusals: REFUSALS,
    }),
    inProcess: listRoute(ctx, {
      path: REPORT_WIRE_PATHS.flowingList,
      sortFields: REPORT_IN_PROCESS_ORDER,
      filters: (query: ReportInProcessQueryValue) => toReportInProcessFilters(query),
      schema: wirePage(ZWireReportFlowing),
      map: toReportInProcess,
      refusals: REFUSALS,
    }),
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
