import {
  contentDisposition,
  REPORT_MESSAGES,
  REPORT_PRINT_PATHS,
  REPORT_VERIFY_PATH,
  REPORT_WIRE_PATHS,
  WIRE_INSPECTION_APPLICATION_STATES,
  WIRE_REPORT_TYPES,
  ZWireReportFlowingQuery,
  ZWireReportQuery,
  type WireReportType,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { loginRequired } from '../../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { parsePageNumbers, parsePaging } from '../../http/paging';
import { GET_OR_POST } from '../../http/methods';
import { wireParams, type WireParams } from '../../http/params';
import { portalOriginOf } from '../../http/portal-origin';
import { hostScopedUser } from '../../http/host-request';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { userRoutes } from '../../http/user-route';
import { formatWireDate, formatWireDateTime, parseWireDateTime } from '../../http/wire-date';
import type { UserRow } from '../../db/schema';
import { flowingAnswer, reportAnswer } from './answer';
import { documentDigests, reportDocument } from './documents';
import { reportFileName } from './files';
import { findIssuedByVerifyCode, findPrintableReport, listFlowing, listReports, REPORT_SORTABLE, reportFileTypes, withVersionNumbers, type ReportFilters } from './store';
import { QUERY_INVALID } from '../../http/query-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(text: string | undefined): string | undefined | null {
  if (!text?.trim()) return undefined;
  if (DAY.test(text.trim())) return text.trim();
  const instant = parseWireDateTime(text);
  return instant ? formatWireDate(instant) : null;
}

function reportFilters(params: WireParams): ReportFilters | string {
  const parsed = ZWireReportQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, reportNo, registCode, equCategory, checkType, checkConclusion, checkDateBegin, checkDateEnd } = parsed.data;
  const from = dayOf(checkDateBegin);
  const before = dayOf(checkDateEnd);
  if (from === null || before === null) return QUERY_INVALID;
  return {
    ...(keyword ? { keyword } : {}),
    ...(reportNo ? { reportNo } : {}),
    ...(registCode ? { registerCode: registCode } : {}),
    ...(equCategory ? { categoryCode: equCategory } : {}),
    ...(checkType ? { kind: checkType } : {}),
    ...(checkConclusion ? { conclusion: checkConclusion } : {}),
    ...(from ? { checkDateFrom: from } : {}),
    ...(before ? { checkDateBefore: before } : {}),
  };
}

/**
 * `report`: the unit's issued reports (`list`) and its applications still in process
 * (`flowingList`), `result` + `errorMsg` with the page under `data`; and the print host's report
 * files (`/api/print/report/{id}/{type}`), PDFs generated from the report, the equipment's file and the unit.
 */
const VERIFY_CODE = /^[0-9a-f]{24}$/;

export function reportRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const list = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!user.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const paging = parsePaging(params, REPORT_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = reportFilters(params);
    if (typeof filters === 'string') return stoneFail(filters);
    const page = await listReports(db, user.unitId, filters, paging);
    return stoneOk({ ...page, list: page.list.map(reportAnswer) });
  };

  const flowing = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!user.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const paging = parsePageNumbers(params);
    if (typeof paging === 'string') return stoneFail(paging);
    const parsed = ZWireReportFlowingQuery.safeParse(params);
    if (!parsed.success) return stoneFail(QUERY_INVALID);
    const { keyword, status } = parsed.data;
    if (status && !(WIRE_INSPECTION_APPLICATION_STATES as readonly string[]).includes(status)) return stoneFail(QUERY_INVALID);
    const page = await listFlowing(db, user.unitId, { ...(keyword ? { keyword } : {}), ...(status ? { state: status } : {}) }, paging);
    return stoneOk({ ...page, list: page.list.map(flowingAnswer) });
  };

  userRoutes(app, context, [
    [REPORT_WIRE_PATHS.list, list],
    [REPORT_WIRE_PATHS.flowingList, flowing],
  ]);

  app.get(`${REPORT_PRINT_PATHS.file}/:id/:type`, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const { id, type } = request.params as { id: string; type: string };
    const known = (WIRE_REPORT_TYPES as readonly string[]).includes(type);
    const report = await findPrintableReport(db, scoped.scope.unitId, id, (known ? type : 'LLDSJ') as WireReportType);
    if (!report) return stoneFail(REPORT_MESSAGES.notFound);
    if (!known || !reportFileTypes(report.conclusion).includes(type as WireReportType)) {
      return stoneFail(REPORT_MESSAGES.typeNotAvailable);
    }
    const document = await reportDocument(context, report, type as WireReportType, portalOriginOf(wireParams(request).origin ?? undefined));
    if (!document) return stoneFail(REPORT_MESSAGES.notFound);
    // The kept document's identity: a strong ETag (its SHA-256) and the digest header of RFC 9530.
    const etag = `"${document.sha256}"`;
    reply.header('etag', etag).header('repr-digest', `sha-256=:${Buffer.from(document.sha256, 'hex').toString('base64')}:`).header('cache-control', 'private, no-store');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(document.content.length))
      .header('content-disposition', contentDisposition(reportFileName(report, type as WireReportType), `report_${type}_${report.id}.pdf`))
      .send(document.content);
  });

  // The page a report's QR code opens: no session, only what the report itself prints, and its files' SHA-256.
  app.route({
    method: GET_OR_POST,
    url: REPORT_VERIFY_PATH,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      const code = (params.code ?? '').trim();
      if (!VERIFY_CODE.test(code)) return stoneFail(REPORT_MESSAGES.unknownCode);
      const report = await findIssuedByVerifyCode(db, code);
      if (!report?.issuedAt) return stoneFail(REPORT_MESSAGES.unknownCode);
      const files = await documentDigests(context, report, portalOriginOf(params.origin ?? undefined));
      const [versioned] = await withVersionNumbers(db, [report]);
      return stoneOk({
        reportNo: report.reportNo,
        equName: report.equipmentName,
        registCode: report.registerCode,
        checkType: report.kind,
        checkConclusion: report.conclusion,
        checkDate: report.checkDate,
        nextCheckDate: report.nextCheckDate,
        issueDate: formatWireDateTime(report.issuedAt),
        checkOrg: report.institute,
        files,
        version: report.version,
        // A superseded report stays verifiable (its files are the same bytes) but names its successor.
        supersededByNo: versioned?.supersededByNo ?? null,
      });
    },
  });
}
