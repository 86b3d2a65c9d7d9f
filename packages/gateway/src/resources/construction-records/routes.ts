import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  bcwDetailPath,
  bcwSaveForm,
  EQM_PATHS,
  wirePage,
  ZWireBcwBasic,
  ZWireBcwBasicDetail,
  ZWireBcwOpinion,
  ZWireEqmSaved,
  type WireEqmSaved,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import type { SessionReply } from '../session/cookie';
import {
  CONSTRUCTION_SORT_FIELDS,
  toConstructionRecord,
  toConstructionRecordDetail,
  toOpinion,
  toWireBcwFields,
  toWireBcwQuery,
} from './construction-record-mapping';
import { platformSession, problemResult } from './respond';
import { EDITABLE_REVIEW_STATES, parsed, reviewStateOf, UNSORTABLE, wirePagingOf, type Failure } from './wire-values';

const s = initServer();
const ZWireBcwPage = wirePage(ZWireBcwBasic);

const NOT_EDITABLE: Failure = { ok: false, problem: { status: 409, detail: '施工告知已提交或已通过，不能修改' } };
const NOT_DELETABLE: Failure = { ok: false, problem: { status: 409, detail: '只能删除草稿状态的施工告知' } };

/** `{ id, state }` of a write, the state in the API's words. */
const savedOf = (wire: WireEqmSaved) => ({ id: wire.id, state: reviewStateOf(wire.state) });

export function constructionRecordRoutes(ctx: GatewayContext) {
  /** One of the unit's records; the platform's refusal of an id (missing or another unit's) is a 404. */
  async function recordOf(session: LegacySession, id: string) {
    const answer = await ctx.legacy.call({ method: 'GET', path: bcwDetailPath(id), session });
    if (!answer.ok && answer.problem.status === 400) return { ok: false as const, problem: { ...answer.problem, status: 404 } };
    return parsed(answer, ZWireBcwBasicDetail, toConstructionRecordDetail);
  }

  function fail(request: FastifyRequest, reply: SessionReply, failure: Failure) {
    return problemResult(ctx, request, reply, failure);
  }

  async function editable(session: LegacySession, id: string): Promise<Failure | null> {
    const current = await recordOf(session, id);
    if (!current.ok) return current;
    return EDITABLE_REVIEW_STATES.includes(current.value.state) ? null : NOT_EDITABLE;
  }

  return {
    list: s.route(contract.constructionRecords.list, async ({ query, request, reply }) => {
      const { page, pageSize, sort, ...filters } = query;
      const paging = wirePagingOf(page, pageSize, sort, CONSTRUCTION_SORT_FIELDS);
      if (!paging) return fail(request, reply, { ok: false, problem: UNSORTABLE });
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: EQM_PATHS.bcwList,
        query: { ...paging, ...toWireBcwQuery(filters) },
        session: platformSession(request),
      });
      const result = parsed(answer, ZWireBcwPage, (wire) => ({
        items: wire.list.map(toConstructionRecord),
        total: wire.count,
        page: wire.pageNo,
        pageSize: wire.pageSize,
      }));
      return result.ok ? { status: 200 as const, body: result.value } : fail(request, reply, result);
    }),

    get: s.route(contract.constructionRecords.get, async ({ params, request, reply }) => {
      const record = await recordOf(platformSession(request), params.id);
      return record.ok ? { status: 200 as const, body: record.value } : fail(request, reply, record);
    }),

    create: s.route(contract.constructionRecords.create, async ({ body, request, reply }) => {
      const answer = await ctx.legacy.call({
        method: 'POST',
        path: EQM_PATHS.bcwSave,
        form: bcwSaveForm(toWireBcwFields(body), body.commit),
        session: platformSession(request),
      });
      const saved = parsed(answer, ZWireEqmSaved, savedOf);
      return saved.ok ? { status: 201 as const, body: saved.value } : fail(request, reply, saved);
    }),

    update: s.route(contract.constructionRecords.update, async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      const refused = await editable(session, params.id);
      if (refused) return fail(request, reply, refused);
      const answer = await ctx.legacy.call({
        method: 'POST',
        path: EQM_PATHS.bcwSave,
        form: bcwSaveForm(toWireBcwFields(body, params.id), body.commit),
        session,
      });
      const saved = parsed(answer, ZWireEqmSaved, savedOf);
      return saved.ok ? { status: 200 as const, body: saved.value } : fail(request, reply, saved);
    }),

    commit: s.route(contract.constructionRecords.commit, async ({ params, request, reply }) => {
      const session = platformSession(request);
      const refused = await editable(session, params.id);
      if (refused) return fail(request, reply, refused);
      const answer = await ctx.legacy.call({ method: 'POST', path: EQM_PATHS.bcwCommit, form: { id: params.id }, session });
      const saved = parsed(answer, ZWireEqmSaved, savedOf);
      return saved.ok ? { status: 200 as const, body: saved.value } : fail(request, reply, saved);
    }),

    delete: s.route(contract.constructionRecords.delete, async ({ params, request, reply }) => {
      const session = platformSession(request);
      const current = await recordOf(session, params.id);
      if (!current.ok) return fail(request, reply, current);
      if (current.value.state !== 'draft') return fail(request, reply, NOT_DELETABLE);
      const answer = await ctx.legacy.call({ method: 'POST', path: EQM_PATHS.bcwDelete, form: { id: params.id }, session });
      return answer.ok ? { status: 204 as const, body: undefined } : fail(request, reply, answer);
    }),

    opinion: s.route(contract.constructionRecords.opinion, async ({ params, request, reply }) => {
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: EQM_PATHS.bcwShowOpinion,
        query: { id: params.id },
        session: platformSession(request),
      });
      if (!answer.ok && answer.problem.status === 400) return fail(request, reply, { ok: false, problem: { ...answer.problem, status: 404 } });
      const opinion = parsed(answer, ZWireBcwOpinion, toOpinion);
      return opinion.ok ? { status: 200 as const, body: opinion.value } : fail(request, reply, opinion);
    }),
  };
}
