import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { pipelineDetailPath, pipelineSaveForm, wirePage, ZWirePipeline, PIPELINE_WIRE_PATHS } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { listRoute } from '../../http/list-route';
import { answer, platformSession } from '../../http/respond';
import { reviewRecordHandlers } from '../../http/review-record-routes';
import type { LegacySession } from '../../legacy/client';
import { refusalAsNotFound } from '../../legacy/platform-refusals';
import { parsed, type Failure } from '../../legacy/wire-values';
import { PIPELINE_SORT_FIELDS, toPipeline, toWirePipelineFields, toWirePipelineQuery, type PipelineQuery, type PipelineWrite } from './mapping';

const s = initServer();
const ZWirePipelinePage = wirePage(ZWirePipeline);

const UNDER_REVIEW: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '该管道信息正在审核中，不能修改' } };
const NOT_DELETABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '只能删除草稿状态的管道' } };

/**
 * The clean pipeline API over the platform's `eqm` pipeline self-maintenance; its writes are a review
 * record's (http/review-record-routes.ts).
 */
export function pipelineHandlers(ctx: GatewayContext) {
  /** One of the unit's lines; the platform's refusal of an id (missing or another unit's) is a 404. */
  async function pipelineOf(session: LegacySession, id: string) {
    const line = await ctx.legacy.call({ method: 'GET', path: pipelineDetailPath(id), session });
    return parsed(refusalAsNotFound(line), ZWirePipeline, toPipeline);
  }

  /** Read before the write: another unit's line is a 404, not the platform's refusal of it. */
  async function editable(session: LegacySession, id: string): Promise<Failure | null> {
    const current = await pipelineOf(session, id);
    if (!current.ok) return current;
    return current.value.recordState === 'submitted' ? UNDER_REVIEW : null;
  }

  const writes = reviewRecordHandlers(ctx, {
    path: PIPELINE_WIRE_PATHS.save,
    form: (body: PipelineWrite, id?: string) => pipelineSaveForm(toWirePipelineFields(body, id), body.commit),
  });

  return s.router(contract.pipelines, {
    list: listRoute(ctx, { path: PIPELINE_WIRE_PATHS.list, sortFields: PIPELINE_SORT_FIELDS, filters: (query: PipelineQuery) => toWirePipelineQuery(query), schema: ZWirePipelinePage, map: toPipeline }),

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await pipelineOf(platformSession(request), params.id)),

    create: writes.create,

    update: writes.update(editable),

    delete: writes.deleteDraft(PIPELINE_WIRE_PATHS.delete, { read: pipelineOf, isDraft: (line) => line.recordState === 'draft', notDraft: NOT_DELETABLE }),
  });
}
