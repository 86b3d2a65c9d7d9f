import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { TERMINATION_MESSAGES, TERMINATION_WIRE_PATHS, terminationForm, wirePage, ZWireTermination, ZWireTerminationDetail } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacyResult, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, toPage, UNSORTABLE } from '../../legacy/wire-values';
import {
  toAuditForm,
  toTermination,
  toTerminationDetail,
  toTerminationForm,
  toTerminationListQuery,
  type ServiceDecisionValue,
  type TerminationBodyValue,
} from './mapping';

const s = initServer();
const ZWireTerminationPage = wirePage(ZWireTermination);

const REFUSALS = {
  [TERMINATION_MESSAGES.notFound]: 404,
  [TERMINATION_MESSAGES.notEditable]: 409,
  [TERMINATION_MESSAGES.notSubmitted]: 409,
  [TERMINATION_MESSAGES.forbidden]: 403,
};

// An equipment held by an open inspection or another submitted termination: a conflict with the
// state of other records, not bad input. The platform names the equipment, so the text varies.
const HELD = [/正在报检流程中/, /已有处理中的停用报废注销申请/];

function withHeldAsConflict<T>(result: LegacyResult<T>): LegacyResult<T> {
  if (result.ok || result.problem.status !== 400) return result;
  const detail = result.problem.detail ?? '';
  return HELD.some((pattern) => pattern.test(detail)) ? { ...result, problem: { ...result.problem, status: 409 } } : result;
}

/**
 * The clean termination API over `pemEqmRlvBasic`: the unit's applications (list, get, create,
 * update with `commit`) and the institute's review (reviewList, reviewGet, decide). Every decision,
 * taken or refused, goes to the audit trail.
 */
export function terminationRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withHeldAsConflict(withRefusalStatus(await ctx.legacy.call(request), REFUSALS));

  async function save(body: TerminationBodyValue, session: LegacySession, id?: string) {
    const saved = await call({ method: 'POST', path: TERMINATION_WIRE_PATHS.save, form: terminationForm(toTerminationForm(body), id), session });
    return parsed(saved, ZWireTerminationDetail, toTerminationDetail);
  }

  async function list(path: string, query: Parameters<typeof toTerminationListQuery>[0], request: FastifyRequest) {
    const wireQuery = toTerminationListQuery(query);
    if (!wireQuery) return { ok: false as const, problem: UNSORTABLE };
    const page = await call({ method: 'GET', path, query: wireQuery, session: platformSession(request) });
    return parsed(page, ZWireTerminationPage, (wire) => toPage(wire, toTermination));
  }

  async function read(id: string, request: FastifyRequest) {
    const found = await call({ method: 'GET', path: TERMINATION_WIRE_PATHS.form, query: { id }, session: platformSession(request) });
    return parsed(found, ZWireTerminationDetail, toTerminationDetail);
  }

  function audited(request: FastifyRequest, id: string, body: ServiceDecisionValue, failure?: string) {
    ctx.audit.record(request, {
      event: 'termination-decided',
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `termination:${id}`,
      detail: failure ?? (body.decision === 'pass' ? '通过' : '退回'),
    });
  }

  return s.router(contract.terminations, {
    list: async ({ query, request, reply }) => {
      const page = await list(TERMINATION_WIRE_PATHS.list, query, request);
      return page.ok ? answer(ctx, request, reply, 200, page) : problemResult(ctx, request, reply, page);
    },
    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await read(params.id, request)),
    create: async ({ body, request, reply }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),
    update: async ({ params, body, request, reply }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),

    reviewList: async ({ query, request, reply }) => {
      const page = await list(TERMINATION_WIRE_PATHS.auditList, query, request);
      return page.ok ? answer(ctx, request, reply, 200, page) : problemResult(ctx, request, reply, page);
    },
    reviewGet: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await read(params.id, request)),
    decide: async ({ params, body, request, reply }) => {
      const decided = await call({ method: 'POST', path: TERMINATION_WIRE_PATHS.audit, form: toAuditForm(params.id, body), session: platformSession(request) });
      audited(request, params.id, body, decided.ok ? undefined : (decided.problem.detail ?? '审核失败'));
      return answer(ctx, request, reply, 200, parsed(decided, ZWireTerminationDetail, toTerminationDetail));
    },
  });
}
