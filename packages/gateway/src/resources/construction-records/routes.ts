import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  constructionRecordDetailPath,
  constructionRecordSaveForm,
  wirePage,
  ZWireConstructionRecord,
  ZWireConstructionRecordDetail,
  ZWireConstructionRecordOpinion,
  ZWireSaved,
  CONSTRUCTION_RECORD_WIRE_PATHS,
} from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacySession } from '../../legacy/client';
import { fetchPage } from '../../legacy/paged-list';
import { refusalAsNotFound } from '../../legacy/platform-refusals';
import { EDITABLE_REVIEW_STATES, parsed, savedReviewRecord, type Failure } from '../../legacy/wire-values';
import {
  CONSTRUCTION_SORT_FIELDS,
  toConstructionRecord,
  toConstructionRecordDetail,
  toOpinion,
  toWireBcwFields,
  toWireBcwQuery,
} from './mapping';

const s = initServer();
const ZWireConstructionRecordPage = wirePage(ZWireConstructionRecord);

const NOT_EDITABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '施工告知已提交或已通过，不能修改' } };
const NOT_DELETABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '只能删除草稿状态的施工告知' } };

export function constructionRecordRoutes(ctx: GatewayContext) {
  /** One of the unit's records; the platform's refusal of an id (missing or another unit's) is a 404. */
  async function recordOf(session: LegacySession, id: string) {
    const record = await ctx.legacy.call({ method: 'GET', path: constructionRecordDetailPath(id), session });
    return parsed(refusalAsNotFound(record), ZWireConstructionRecordDetail, toConstructionRecordDetail);
  }

  async function editable(session: LegacySession, id: string): Promise<Failure | null> {
    const current = await recordOf(session, id);
    if (!current.ok) return current;
    return EDITABLE_REVIEW_STATES.includes(current.value.state) ? null : NOT_EDITABLE;
  }

  return s.router(contract.constructionRecords, {
    list: async ({ query, request, reply }) => {
      const { page, pageSize, sort, ...filters } = query;
      const list = await fetchPage(ctx, platformSession(request), {
        path: CONSTRUCTION_RECORD_WIRE_PATHS.list,
        paging: { page, pageSize, sort },
        sortFields: CONSTRUCTION_SORT_FIELDS,
        query: toWireBcwQuery(filters),
        schema: ZWireConstructionRecordPage,
        map: toConstructionRecord,
      });
      return answer(ctx, request, reply, 200, list);
    },

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await recordOf(platformSession(request), params.id)),

    create: async ({ body, request, reply }) => {
      const created = await ctx.legacy.call({
        method: 'POST',
        path: CONSTRUCTION_RECORD_WIRE_PATHS.save,
        form: constructionRecordSaveForm(toWireBcwFields(body), body.commit),
        session: platformSession(request),
      });
      return answer(ctx, request, reply, 201, parsed(created, ZWireSaved, savedReviewRecord));
    },

    update: async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      const refused = await editable(session, params.id);
      if (refused) return problemResult(ctx, request, reply, refused);
      const updated = await ctx.legacy.call({
        method: 'POST',
        path: CONSTRUCTION_RECORD_WIRE_PATHS.save,
        form: constructionRecordSaveForm(toWireBcwFields(body, params.id), body.commit),
        session,
      });
      return answer(ctx, request, reply, 200, parsed(updated, ZWireSaved, savedReviewRecord));
    },

    commit: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const refused = await editable(session, params.id);
      if (refused) return problemResult(ctx, request, reply, refused);
      const committed = await ctx.legacy.call({ method: 'POST', path: CONSTRUCTION_RECORD_WIRE_PATHS.commit, form: { id: params.id }, session });
      return answer(ctx, request, reply, 200, parsed(committed, ZWireSaved, savedReviewRecord));
    },

    delete: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const current = await recordOf(session, params.id);
      if (!current.ok) return problemResult(ctx, request, reply, current);
      if (current.value.state !== 'draft') return problemResult(ctx, request, reply, NOT_DELETABLE);
      const deleted = await ctx.legacy.call({ method: 'POST', path: CONSTRUCTION_RECORD_WIRE_PATHS.delete, form: { id: params.id }, session });
      return deleted.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, deleted);
    },

    opinion: async ({ params, request, reply }) => {
      const opinion = await ctx.legacy.call({
        method: 'GET',
        path: CONSTRUCTION_RECORD_WIRE_PATHS.showOpinion,
        query: { id: params.id },
        session: platformSession(request),
      });
      return answer(ctx, request, reply, 200, parsed(refusalAsNotFound(opinion), ZWireConstructionRecordOpinion, toOpinion));
    },
  });
}
