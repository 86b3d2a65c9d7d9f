import { initServer, RequestValidationError } from '@ts-rest/fastify';
import { contract, REISSUE_OUTCOMES, resultBodySchemaFor, type AuditEvent } from '@portal/contract';
import {
  INSPECTION_APPLICATION_MESSAGES,
  INSPECTION_PROCESSING_MESSAGES,
  INSPECTION_PROCESSING_WIRE_PATHS,
  inspectionProcessingDetailPath,
  REISSUE_APPLICATION_WIRE_PATHS,
  reissueApplicationAuditDetailPath,
  ZWireProcessingDetail,
  ZWireProcessingRow,
  ZWireReissueApplication,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { outcomeEntry } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { portalOrigin } from '../../http/portal-origin';
import { answer, platformSession, problemResult } from '../../http/respond';
import { validationProblem } from '../../http/validation-problem';
import type { LegacyCall, LegacyResult } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { REISSUE_REFUSALS } from '../reissue-applications/routes';
import { toReissueListQuery, toReissueReview } from '../reissue-applications/mapping';
import { toProcessingDetail, toProcessingListQuery, toProcessingSummary, toResultForm, type ResultBodyValue } from './mapping';

const s = initServer();
const P = INSPECTION_PROCESSING_WIRE_PATHS;

const REFUSALS = {
  [INSPECTION_APPLICATION_MESSAGES.notFound]: 404,
  [INSPECTION_PROCESSING_MESSAGES.forbidden]: 403,
  [INSPECTION_PROCESSING_MESSAGES.notPaid]: 409,
  [INSPECTION_PROCESSING_MESSAGES.noResult]: 409,
  [INSPECTION_PROCESSING_MESSAGES.noFee]: 409,
  [INSPECTION_PROCESSING_MESSAGES.stepForbidden]: 403,
  [INSPECTION_PROCESSING_MESSAGES.issuerIsRecorder]: 409,
};

/** A move the state machine does not allow from the current state is a conflict (the text names both states). */
function withMoveConflict<T>(result: LegacyResult<T>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  if (!(result.problem.detail ?? '').startsWith(INSPECTION_APPLICATION_MESSAGES.transitionRefused)) return result;
  return { ...result, problem: { ...result.problem, status: 409, cause: 'state-conflict' } };
}

/**
 * The institute's desk over `appOnlineAudit` (list, detail, preReview, accept, schedule, result,
 * reinspect, issueReport) and the re-issue decisions over `reissueApply` (auditList, auditDetail, audit). Each
 * decision, taken or refused, goes to the audit trail with the application and what was decided.
 */
export function inspectionProcessingHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withMoveConflict(withRefusalStatus(await ctx.legacy.call(request), REFUSALS));
  const reissueCall = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REISSUE_REFUSALS);

  function audited(request: FastifyRequest, event: AuditEvent, target: string, result: LegacyResult, detail: string) {
    ctx.audit.record(request, outcomeEntry(request, event, target, result, detail));
  }

  /**
   * The items' next check dates against their rules (docs/inspection-processing.md, "Next inspection
   * dates"), on the fields as a 400: the rules need the items' facts, which the detail has. The
   * platform checks the same again.
   */
  async function nextCheckRefusal(id: string, body: ResultBodyValue, request: FastifyRequest): Promise<(LegacyResult & { ok: false }) | null> {
    const found = parsed(await call({ method: 'GET', path: inspectionProcessingDetailPath(id), session: platformSession(request) }), ZWireProcessingDetail, toProcessingDetail);
    if (!found.ok) return found;
    const checked = resultBodySchemaFor(found.value.items, found.value.kind).safeParse(body);
    return checked.success ? null : { ok: false, problem: validationProblem(new RequestValidationError(null, null, null, checked.error)) };
  }

  async function decide(request: FastifyRequest, event: AuditEvent, id: string, path: string, form: Record<string, string>, detail: string) {
    const result = await call({ method: 'POST', path, form: { id, ...form }, session: platformSession(request) });
    audited(request, event, `inspection-application:${id}`, result, detail);
    return parsed(result, ZWireProcessingDetail, toProcessingDetail);
  }

  return s.router(contract.inspectionProcessing, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toProcessingListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: P.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireProcessingRow, toProcessingSummary));
    },

    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: inspectionProcessingDetailPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireProcessingDetail, toProcessingDetail));
    },

    preReview: async ({ params, body, request, reply }) => {
      const pass = body.decision === 'pass';
      const changesFee = pass && body.fees.length > 0;
      const form = {
        pass: pass ? '1' : '0',
        opinion: body.opinion.trim(),
        ...(changesFee ? { fees: JSON.stringify(body.fees.map(({ itemId, fee }) => ({ itemId, fee }))), feeReason: body.feeReason.trim() } : {}),
      };
      const detail = !pass ? `退回：${body.opinion.trim()}` : changesFee ? `预审通过，调整 ${body.fees.length} 台设备的检验费用：${body.feeReason.trim()}` : '预审通过';
      return answer(ctx, request, reply, 200, await decide(request, 'inspection-pre-reviewed', params.id, P.preReview, form, detail));
    },

    accept: async ({ params, body, request, reply }) =>
      answer(ctx, request, reply, 200, await decide(request, 'inspection-accepted', params.id, P.accept, { remark: body.remark.trim() }, '受理')),

    schedule: async ({ params, body, request, reply }) => {
      const form = { scheduleDate: body.scheduledDate, inspector: body.inspector.trim() };
      const detail = `约检 ${body.scheduledDate} ${body.inspector.trim()}`;
      return answer(ctx, request, reply, 200, await decide(request, 'inspection-scheduled', params.id, P.schedule, form, detail));
    },

    recordResult: async ({ params, body, request, reply }) => {
      const { id: _id, ...form } = toResultForm(params.id, body);
      const detail = `检验日期 ${body.checkDate}，${body.results.length} 台${body.rectifyDeadline ? `，整改期限 ${body.rectifyDeadline}` : ''}`;
      const refused = await nextCheckRefusal(params.id, body, request);
      if (refused) {
        audited(request, 'inspection-result-recorded', `inspection-application:${params.id}`, refused, detail);
        return problemResult(ctx, request, reply, refused);
      }
      return answer(ctx, request, reply, 200, await decide(request, 'inspection-result-recorded', params.id, P.result, form, detail));
    },

    scheduleReinspection: async ({ params, body, request, reply }) => {
      const form = { scheduleDate: body.scheduledDate, inspector: body.inspector.trim() };
      const detail = `复检 ${body.scheduledDate} ${body.inspector.trim()}`;
      return answer(ctx, request, reply, 200, await decide(request, 'inspection-reinspection-scheduled', params.id, P.reinspect, form, detail));
    },

    issueReport: async ({ params, request, reply }) =>
      answer(ctx, request, reply, 200, await decide(request, 'inspection-report-issued', params.id, P.issueReport, { origin: portalOrigin(request, ctx.config) }, '出具报告')),

    reissueList: async ({ query, request, reply }) => {
      const wireQuery = toReissueListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await reissueCall({ method: 'GET', path: REISSUE_APPLICATION_WIRE_PATHS.auditList, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireReissueApplication, toReissueReview));
    },

    reissueGet: async ({ params, request, reply }) => {
      const found = await reissueCall({ method: 'GET', path: reissueApplicationAuditDetailPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireReissueApplication, toReissueReview));
    },

    reissueDecide: async ({ params, body, request, reply }) => {
      const outcome = body.outcome ? REISSUE_OUTCOMES.find((option) => option.code === body.outcome)?.label ?? '' : '';
      const result = await reissueCall({
        method: 'POST',
        path: REISSUE_APPLICATION_WIRE_PATHS.audit,
        form: { id: params.id, pass: body.approved ? '1' : '0', dealType: body.approved ? outcome : '', opinion: body.opinion.trim(), origin: portalOrigin(request, ctx.config) },
        session: platformSession(request),
      });
      const decided = parsed(result, ZWireReissueApplication, toReissueReview);
      // A re-issue names its new report, so the trail leads from the old number to the one that replaced it.
      const issued = decided.ok && decided.value.issuedReportNo ? `，新报告 ${decided.value.issuedReportNo}` : '';
      audited(request, 'reissue-decided', `reissue-application:${params.id}`, result, body.approved ? `通过：${outcome}${issued}` : '退回');
      return answer(ctx, request, reply, 200, decided);
    },
  });
}
