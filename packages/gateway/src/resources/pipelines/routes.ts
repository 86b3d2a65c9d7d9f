import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { EQM_PATHS, pipelineDetailPath, selfMaintainApplyForm, wirePage, ZWireEqmSaved, ZWirePipeline } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import type { SessionReply } from '../session/cookie';
import { PIPELINE_SORT_FIELDS, toPipeline, toWirePipelineFields, toWirePipelineQuery } from './pipeline-mapping';
import { platformSession, problemResult } from './respond';
import { parsed, UNSORTABLE, wirePagingOf, type Failure } from './wire-values';

const s = initServer();
const ZWirePipelinePage = wirePage(ZWirePipeline);

const UNDER_REVIEW: Failure = { ok: false, problem: { status: 409, detail: '该管道信息正在审核中，不能修改' } };
const NOT_DELETABLE: Failure = { ok: false, problem: { status: 409, detail: '只能删除草稿状态的管道' } };

export function pipelineRoutes(ctx: GatewayContext) {
  /** One of the unit's lines; the platform's refusal of an id (missing or another unit's) is a 404. */
  async function pipelineOf(session: LegacySession, id: string) {
    const answer = await ctx.legacy.call({ method: 'GET', path: pipelineDetailPath(id), session });
    if (!answer.ok && answer.problem.status === 400) return { ok: false as const, problem: { ...answer.problem, status: 404 } };
    return parsed(answer, ZWirePipeline, toPipeline);
  }

  function fail(request: FastifyRequest, reply: SessionReply, failure: Failure) {
    return problemResult(ctx, request, reply, failure);
  }

  return {
    list: s.route(contract.pipelines.list, async ({ query, request, reply }) => {
      const { page, pageSize, sort, ...filters } = query;
      const paging = wirePagingOf(page, pageSize, sort, PIPELINE_SORT_FIELDS);
      if (!paging) return fail(request, reply, { ok: false, problem: UNSORTABLE });
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: EQM_PATHS.pipelineList,
        query: { ...paging, ...toWirePipelineQuery(filters) },
        session: platformSession(request),
      });
      const result = parsed(answer, ZWirePipelinePage, (wire) => ({
        items: wire.list.map(toPipeline),
        total: wire.count,
        page: wire.pageNo,
        pageSize: wire.pageSize,
      }));
      return result.ok ? { status: 200 as const, body: result.value } : fail(request, reply, result);
    }),

    get: s.route(contract.pipelines.get, async ({ params, request, reply }) => {
      const line = await pipelineOf(platformSession(request), params.id);
      return line.ok ? { status: 200 as const, body: line.value } : fail(request, reply, line);
    }),

    create: s.route(contract.pipelines.create, async ({ body, request, reply }) => {
      const session = platformSession(request);
      const answer = await ctx.legacy.call({
        method: 'POST',
        path: EQM_PATHS.selfMaintainApply,
        form: selfMaintainApplyForm(toWirePipelineFields(body), body.commit),
        session,
      });
      const saved = parsed(answer, ZWireEqmSaved, (value) => value);
      if (!saved.ok) return fail(request, reply, saved);
      const line = await pipelineOf(session, saved.value.id);
      return line.ok ? { status: 201 as const, body: line.value } : fail(request, reply, line);
    }),

    update: s.route(contract.pipelines.update, async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      const current = await pipelineOf(session, params.id);
      if (!current.ok) return fail(request, reply, current);
      if (current.value.recordState === 'submitted') return fail(request, reply, UNDER_REVIEW);
      const answer = await ctx.legacy.call({
        method: 'POST',
        path: EQM_PATHS.selfMaintainApply,
        form: selfMaintainApplyForm(toWirePipelineFields(body, params.id), body.commit),
        session,
      });
      if (!answer.ok) return fail(request, reply, answer);
      const line = await pipelineOf(session, params.id);
      return line.ok ? { status: 200 as const, body: line.value } : fail(request, reply, line);
    }),

    delete: s.route(contract.pipelines.delete, async ({ params, request, reply }) => {
      const session = platformSession(request);
      const current = await pipelineOf(session, params.id);
      if (!current.ok) return fail(request, reply, current);
      if (current.value.recordState !== 'draft') return fail(request, reply, NOT_DELETABLE);
      const answer = await ctx.legacy.call({ method: 'POST', path: EQM_PATHS.pipelineDelete, form: { id: params.id }, session });
      return answer.ok ? { status: 204 as const, body: undefined } : fail(request, reply, answer);
    }),
  };
}
