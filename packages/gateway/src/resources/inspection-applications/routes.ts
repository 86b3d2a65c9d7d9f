import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  INSPECTION_APPLICATION_MESSAGES,
  SMS_SEND_MESSAGES,
  INSPECTION_APPLICATION_WIRE_PATHS as PATHS,
  inspectionApplicationDetailPath,
  inspectionApplicationInspectionPath,
  inspectionApplicationForm,
  ZWireApplicationCheck,
  ZWireAttachment,
  ZWireAuthCodeIssued,
  ZWireFeeQuote,
  ZWireInspectionApplication,
  ZWireInspectionApplicationDetail,
  ZWireInstitutes,
  ZWireInvoiceTitles,
  ZWireProcessingDetail,
} from '@portal/legacy-protocol';
import { z } from 'zod/v4';
import { outcomeEntry, visitorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { secondsToBeijingMidnight, withFieldRefusals } from '../../http/field-refusals';
import { problemOf } from '../../http/problem';
import { answer, platformSession, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall, LegacyResult, LegacySession } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { refusalCause } from '../../legacy/platform-refusals';
import { parsed, textOrNull, UNSORTABLE } from '../../legacy/wire-values';
import { toAttachment } from '../attachments/mapping';
import { createPublicLimiter, TOO_MANY } from '../public/limits';
import { toProcessingDetail } from '../inspection-processing/mapping';
import {
  toApplicationCheck,
  toApplicationEquipmentForm,
  toApplicationInspection,
  toFeeQuote,
  toInspectionApplicationDetail,
  toInspectionApplicationForm,
  toInspectionApplicationListQuery,
  toInspectionApplicationSummary,
} from './mapping';
import { kindFormRefusal } from './kind-form-refusals';

const s = initServer();
const ZWireAttachments = z.array(ZWireAttachment);

/** The routes of the original group this module serves; the payment ones are the payments module's. */
export const inspectionApplicationsServed = servedRoutes(contract.inspectionApplications, ['list', 'get', 'inspection', 'create', 'update', 'createWithAuthCode', 'check', 'feeQuote', 'institutes']);

export const inspectionApplicationActionsServed = servedRoutes(contract.inspectionApplicationActions, ['cancel', 'acceptFee', 'rectify', 'issueAuthCode', 'getByAuthCode']);

export const invoiceTitlesServed = servedRoutes(contract.public, ['invoiceTitles']);

/** The platform's cooldown between two authorisation links of one application (sms-sends/ledger.ts). */
const AUTH_LINK_COOLDOWN_SECONDS = 120;

/**
 * The platform refuses with a text; where it says what went wrong in HTTP terms the clean API answers
 * that status: missing or another unit's → 404, not editable / cancellable / already applied for /
 * a move the state machine does not allow → 409. Everything else stays 400.
 */
function withApplicationStatus<T>(result: LegacyResult<T>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  const detail = result.problem.detail ?? '';
  // The caps on texts sent on the unit's behalf (an authorisation link): 429, again after the cooldown
  // or, past a day's cap, after Beijing's midnight.
  if (detail === SMS_SEND_MESSAGES.authLinkCooldown || detail === SMS_SEND_MESSAGES.dailyCap) {
    const retryAfterSeconds = detail === SMS_SEND_MESSAGES.authLinkCooldown ? AUTH_LINK_COOLDOWN_SECONDS : secondsToBeijingMidnight(new Date());
    return { ...result, problem: { ...result.problem, status: 429, cause: refusalCause(429), retryAfterSeconds } };
  }
  const status =
    detail === INSPECTION_APPLICATION_MESSAGES.notFound || detail === INSPECTION_APPLICATION_MESSAGES.authCodeInvalid
      ? 404
      : detail === INSPECTION_APPLICATION_MESSAGES.notEditable ||
          detail === INSPECTION_APPLICATION_MESSAGES.notCancellable ||
          detail === INSPECTION_APPLICATION_MESSAGES.authCodeNotAllowed ||
          detail === INSPECTION_APPLICATION_MESSAGES.notRectifiable ||
          detail === INSPECTION_APPLICATION_MESSAGES.noFeeChange ||
          detail.startsWith(INSPECTION_APPLICATION_MESSAGES.transitionRefused) ||
          detail.includes('已在报检申请') ||
          detail.includes('暂不需要定期检验')
        ? 409
        : undefined;
  return status === undefined ? result : { ...result, problem: { ...result.problem, status, cause: refusalCause(status) } };
}

/**
 * The clean inspection-application API over `appOnline` (list, save, detail, checkOnline,
 * getChargeInspectionFee, cancel, authCode, the public byAuthCode pair) and the institutes list.
 * Writes answer the saved application in full, with its attachments.
 */
export function inspectionApplicationHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withApplicationStatus(await ctx.legacy.call(request));
  const limiter = createPublicLimiter(ctx.store);

  async function withAttachments(detail: LegacyResult, session: LegacySession | undefined) {
    if (!detail.ok) return detail;
    const id = parsed(detail, ZWireInspectionApplicationDetail, (record) => record.id);
    if (!id.ok) return id;
    let attachments: ReturnType<typeof toAttachment>[] = [];
    if (session) {
      const files = await call({ method: 'GET', path: PATHS.attachments, query: { id: id.value }, session });
      const mapped = parsed(files, ZWireAttachments, (rows) => rows.map(toAttachment));
      if (!mapped.ok) return mapped;
      attachments = mapped.value;
    }
    return parsed(detail, ZWireInspectionApplicationDetail, (record) => toInspectionApplicationDetail(record, attachments));
  }

  const readDetail = async (id: string, session: LegacySession) =>
    withAttachments(await call({ method: 'GET', path: inspectionApplicationDetailPath(id), session }), session);

  const routes = s.router(inspectionApplicationsServed, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toInspectionApplicationListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireInspectionApplication, toInspectionApplicationSummary));
    },

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await readDetail(params.id, platformSession(request))),

    // The platform answers the unit's own application in the institute's detail shape; the unit gets its inspection part.
    inspection: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: inspectionApplicationInspectionPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireProcessingDetail, (wire) => toApplicationInspection(toProcessingDetail(wire))));
    },

    create: async ({ body, request, reply }) => {
      const session = platformSession(request);
      const saved = withFieldRefusals(kindFormRefusal, await call({ method: 'POST', path: PATHS.save, form: inspectionApplicationForm(toInspectionApplicationForm(body)), session }));
      return answer(ctx, request, reply, 201, await withAttachments(saved, session));
    },

    update: async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      const saved = withFieldRefusals(
        kindFormRefusal,
        await call({ method: 'POST', path: PATHS.save, form: inspectionApplicationForm(toInspectionApplicationForm(body), { id: params.id }), session }),
      );
      return answer(ctx, request, reply, 200, await withAttachments(saved, session));
    },

    createWithAuthCode: async ({ body, request, reply }) => {
      const { authCode, ...fields } = body;
      const saved = withFieldRefusals(
        kindFormRefusal,
        await call({
          method: 'POST',
          path: PATHS.saveByAuthCode,
          form: inspectionApplicationForm(toInspectionApplicationForm({ ...fields, attachmentIds: [], materials: [] }), { authCode }),
        }),
      );
      // Whoever holds the link acts for the unit without a session: each save or submission is audited (never the code).
      const id = saved.ok ? parsed(saved, ZWireInspectionApplicationDetail, (record) => record.id) : undefined;
      const target = id?.ok ? `inspection-application:${id.value}` : 'inspection-application';
      const event = body.commit ? 'inspection-submitted-by-link' : 'inspection-saved-by-link';
      ctx.audit.record(request, outcomeEntry(request, event, target, saved, body.commit ? '通过授权链接提交报检' : '通过授权链接保存报检', visitorOf(request)));
      return answer(ctx, request, reply, 201, await withAttachments(saved, undefined));
    },

    check: async ({ body, request, reply }) => {
      const checked = await call({ method: 'POST', path: PATHS.checkOnline, form: toApplicationEquipmentForm(body), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(checked, ZWireApplicationCheck, toApplicationCheck));
    },

    feeQuote: async ({ body, request, reply }) => {
      const quoted = await call({ method: 'POST', path: PATHS.fee, form: toApplicationEquipmentForm(body), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(quoted, ZWireFeeQuote, toFeeQuote));
    },

    institutes: async ({ request, reply }) => {
      const institutes = await call({ method: 'GET', path: PATHS.institutes, session: platformSession(request) });
      return answer(
        ctx,
        request,
        reply,
        200,
        parsed(institutes, ZWireInstitutes, (rows) => rows.map((row) => ({ id: row.id, name: row.name, address: row.address ?? '', phone: row.phone ?? '' }))),
      );
    },
  });

  const actions = s.router(inspectionApplicationActionsServed, {
    cancel: async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      const cancelled = await call({ method: 'POST', path: PATHS.cancel, form: { id: params.id, reason: body.reason }, session });
      return answer(ctx, request, reply, 200, await withAttachments(cancelled, session));
    },

    // Accepting a changed fee commits the unit to pay it: audited with the new total.
    acceptFee: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const accepted = await call({ method: 'POST', path: PATHS.acceptFee, form: { id: params.id }, session });
      const total = parsed(accepted, ZWireInspectionApplicationDetail, (wire) => wire.feeTotal);
      const detail = total.ok ? `确认调整后的检验费用 ${total.value ?? 0} 元` : '确认调整后的检验费用';
      ctx.audit.record(request, outcomeEntry(request, 'inspection-fee-accepted', `inspection-application:${params.id}`, accepted, detail));
      return answer(ctx, request, reply, 200, await withAttachments(accepted, session));
    },

    // The unit's answer to an opinion notice is a submission the institute acts on: it goes to the audit trail.
    rectify: async ({ params, body, request, reply }) => {
      const rectified = await call({
        method: 'POST',
        path: PATHS.rectify,
        form: { id: params.id, content: body.content.trim(), attachmentIds: body.attachmentIds.join(',') },
        session: platformSession(request),
      });
      const detail = `整改反馈，附件 ${body.attachmentIds.length} 个`;
      ctx.audit.record(request, outcomeEntry(request, 'inspection-rectified', `inspection-application:${params.id}`, rectified, detail));
      return answer(ctx, request, reply, 200, parsed(rectified, ZWireProcessingDetail, (wire) => toApplicationInspection(toProcessingDetail(wire))));
    },

    issueAuthCode: async ({ params, request, reply }) => {
      const issued = await call({ method: 'POST', path: PATHS.authCode, form: { id: params.id }, session: platformSession(request) });
      // The link is texted to the site contact and opens the application without a session: audited, never the code.
      const expires = parsed(issued, ZWireAuthCodeIssued, (wire) => wire.expires);
      const sent = expires.ok ? `授权链接已短信发送给现场联系人，有效期至 ${expires.value}` : '发送授权链接';
      ctx.audit.record(request, outcomeEntry(request, 'auth-link-issued', `inspection-application:${params.id}`, issued, sent));
      return answer(
        ctx,
        request,
        reply,
        201,
        parsed(issued, ZWireAuthCodeIssued, (wire) => ({
          authCode: wire.authCode,
          link: `/onlineApply?authCode=${encodeURIComponent(wire.authCode)}`,
          expiresAt: wire.expires,
          sentAt: textOrNull(wire.sendDate),
          resendAfterSeconds: Math.max(0, wire.resendAfter ?? 0),
        })),
      );
    },

    getByAuthCode: async ({ query, request, reply }) => {
      const opened = await call({ method: 'GET', path: PATHS.byAuthCode, query: { authCode: query.authCode } });
      return answer(ctx, request, reply, 200, await withAttachments(opened, undefined));
    },
  });

  const titles = s.router(invoiceTitlesServed, {
    invoiceTitles: async ({ query, request, reply }) => {
      // The caller's own unit only: signed in, or the unit of the application an authorisation code opens.
      // Only the anonymous (authorisation code) caller counts against the public limit: a signed-in
      // person's answers are their own unit's anyway, and typing in the title field calls this often.
      if (!request.portalSession) {
        if (!query.authCode) return problemResult(ctx, request, reply, { problem: problemOf('unauthenticated') });
        if (!(await limiter.allow(request, [['titlesByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      }
      const found = await call({
        method: 'GET',
        path: PATHS.invoiceTitles,
        query: { keyword: query.keyword, ...(query.authCode ? { authCode: query.authCode } : {}) },
        ...(request.portalSession ? { session: platformSession(request) } : {}),
      });
      return answer(
        ctx,
        request,
        reply,
        200,
        parsed(found, ZWireInvoiceTitles, (rows) => ({
          items: rows.map((row) => ({ name: row.title, taxNo: row.taxNo ?? '', address: null, phone: null, bank: null, bankAccount: null })),
        })),
      );
    },
  });

  return { routes, actions, titles };
}
