import { EQM_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { eqmRoute } from '../equipment/eqm-route';
import { EQM_MESSAGES } from '../equipment/messages';
import { deletePipeline, listPipelines, pipelineDetail, savePipeline } from '../eqm-pipelines/pipeline-repository';

/** Pipeline self-maintenance under `/a/stone/eqm/`: the unit's own pressure pipeline lines. */
export function eqmPipelineRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  eqmRoute(app, context, EQM_PATHS.pipelineList, ({ scope }, params) => listPipelines(db, params, scope));
  eqmRoute(app, context, `${EQM_PATHS.pipelineDetail}/:id`, ({ scope }, _params, request) =>
    pipelineDetail(db, scope, (request.params as { id: string }).id),
  );
  eqmRoute(
    app,
    context,
    EQM_PATHS.selfMaintainApply,
    ({ scope }, params) => savePipeline(db, scope, params, context.now()),
    (params) => (params.isCommit === 'true' ? EQM_MESSAGES.committed : EQM_MESSAGES.saved),
  );
  eqmRoute(app, context, EQM_PATHS.pipelineDelete, ({ scope }, params) => deletePipeline(db, scope, params.id), () => EQM_MESSAGES.deleted);
}
