import { PIPELINE_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { REVIEW_NOTICES, savedNotice } from '../../http/answers';
import { idSegment, unitRoute } from '../../http/unit-route';
import { deletePipeline, listPipelines, pipelineDetail, savePipeline } from './store';

/** Pipeline self-maintenance under `/a/stone/eqm/`: the unit's own pressure pipeline lines. */
export function pipelineRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  unitRoute(app, context, PIPELINE_WIRE_PATHS.list, ({ scope }, params) => listPipelines(db, params, scope));
  unitRoute(app, context, `${PIPELINE_WIRE_PATHS.detail}/:id`, ({ scope }, _params, request) => pipelineDetail(db, scope, idSegment(request)));
  unitRoute(app, context, PIPELINE_WIRE_PATHS.save, ({ scope }, params) => savePipeline(db, scope, params, context.now()), savedNotice);
  unitRoute(app, context, PIPELINE_WIRE_PATHS.delete, ({ scope }, params) => deletePipeline(db, scope, params.id), () => REVIEW_NOTICES.deleted);
}
