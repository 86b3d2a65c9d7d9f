import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { pipelineDetailPath, pipelineSaveForm, wirePage, ZWireSaved, ZWirePipeline, PIPELINE_WIRE_PATHS } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacySession } from '../../legacy/client';
import { fetchPage } from '../../legacy/paged-list';
import { refusalAsNotFound } from '../../legacy/platform-refusals';
import { parsed, savedReviewRecord, type Failure } from '../../legacy/wire-values';
import { PIPELINE_SORT_FIELDS, toPipeline, toWirePipelineFields, toWirePipelineQuery } from './mapping';

const s = initServer();
const ZWirePipelinePage = wirePage(ZWirePipeline);

const UNDER_REVIEW: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '该管道信息正在审核中，不能修改' } };
const NOT_DELETABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '只能删除草稿状态的管道' } };

/**
 * The clean pipeline API over the platform's `eqm` pipeline self-maintenance. Writes answer
 * `{ id, state }` (the review state) from the platform's save answer alone: one round trip after the
 * update's pre-check, and no read after the write whose loss would turn a stored write into an error.
 * The client reads the line with `get`.
 */
export function pipelineRoutes(ctx: GatewayContext) {
  /** One of the unit's lines; the platform's refusal of an id (missing or another unit's) is a 404. */
  async function pipelineOf(session: LegacySession, id: string) {
    const line = await ctx.legacy.call({ method: 'GET', path: pipelineDetailPath(id), session });
    return parsed(refusalAsNotFound(line), ZWirePipeline, toPipeline);
  }

  return s.router(contract.pipelines, {
    list: async ({ query, request, reply }) => {
      const { page, pageSize, sort, ...filters } = query;
      const list = await fetchPage(ctx, platformSession(request), {
        path: PIPELINE_WIRE_PATHS.list,
        paging: { page, pageSize, sort },
        sortFields: PIPELINE_SORT_FIELDS,
        query: toWirePipelineQuery(filters),
        schema: ZWirePipelinePage,
        map: toPipeline,
      });
      return answer(ctx, request, reply, 200, list);
    },

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await pipelineOf(platformSession(request), params.id)),

    create: async ({ body, request, reply }) => {
      const created = await ctx.legacy.call({
        method: 'POST',
        path: PIPELINE_WIRE_PATHS.save,
        form: pipelineSaveForm(toWirePipelineFields(body), body.commit),
        session: platformSession(request),
      });
      return answer(ctx, request, reply, 201, parsed(created, ZWireSaved, savedReviewRecord));
    },

    update: async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      // Read before the write: another unit's line is a 404, not the platform's refusal of it.
      const current = await pipelineOf(session, params.id);
      if (!current.ok) return problemResult(ctx, request, reply, current);
      if (current.value.recordState === 'submitted') return problemResult(ctx, request, reply, UNDER_REVIEW);
      const updated = await ctx.legacy.call({
        method: 'POST',
        path: PIPELINE_WIRE_PATHS.save,
        form: pipelineSaveForm(toWirePipelineFields(body, params.id), body.commit),
        session,
      });
      return answer(ctx, request, reply, 200, parsed(updated, ZWireSaved, savedReviewRecord));
    },

    delete: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const current = await pipelineOf(session, params.id);
      if (!current.ok) return problemResult(ctx, request, reply, current);
      if (current.value.recordState !== 'draft') return problemResult(ctx, request, reply, NOT_DELETABLE);
      const deleted = await ctx.legacy.call({ method: 'POST', path: PIPELINE_WIRE_PATHS.delete, form: { id: params.id }, session });
      return deleted.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, deleted);
    },
  });
}
