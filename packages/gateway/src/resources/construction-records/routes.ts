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
import { listRoute } from '../../http/list-route';
import { answer, platformSession, problemResult } from '../../http/respond';
import { reviewRecordHandlers } from '../../http/review-record-routes';
import type { LegacySession } from '../../legacy/client';
import { refusalAsNotFound } from '../../legacy/platform-refusals';
import { EDITABLE_REVIEW_STATES, parsed, savedReviewRecord, type Failure } from '../../legacy/wire-values';
import {
  CONSTRUCTION_SORT_FIELDS,
  toConstructionRecord,
  toConstructionRecordDetail,
  toOpinion,
  toWireBcwFields,
  toWireBcwQuery,
  type ConstructionRecordBody,
  type ConstructionRecordQuery,
} from './mapping';

const s = initServer();
const ZWireConstructionRecordPage = wirePage(ZWireConstructionRecord);

const NOT_EDITABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '施工告知已提交或已通过，不能修改' } };
const NOT_DELETABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '只能删除草稿状态的施工告知' } };

export function constructionRecordHandlers(ctx: GatewayContext) {
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

  const writes = reviewRecordHandlers(ctx, {
    path: CONSTRUCTION_RECORD_WIRE_PATHS.save,
    form: (body: ConstructionRecordBody, id?: string) => constructionRecordSaveForm(toWireBcwFields(body, id), body.commit),
  });

  return s.router(contract.constructionRecords, {
    list: listRoute(ctx, {
      path: CONSTRUCTION_RECORD_WIRE_PATHS.list,
      sortFields: CONSTRUCTION_SORT_FIELDS,
      filters: (query: ConstructionRecordQuery) => toWireBcwQuery(query),
      schema: ZWireConstructionRecordPage,
      map: toConstructionRecord,
    }),

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await recordOf(platformSession(request), params.id)),

    create: writes.create,

    update: writes.update(editable),

    commit: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const refused = await editable(session, params.id);
      if (refused) return problemResult(ctx, request, reply, refused);
      const committed = await ctx.legacy.call({ method: 'POST', path: CONSTRUCTION_RECORD_WIRE_PATHS.commit, form: { id: params.id }, session });
      return answer(ctx, request, reply, 200, parsed(committed, ZWireSaved, savedReviewRecord));
    },

    delete: writes.deleteDraft(CONSTRUCTION_RECORD_WIRE_PATHS.delete, { read: recordOf, isDraft: (record) => record.state === 'draft', notDraft: NOT_DELETABLE }),

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
