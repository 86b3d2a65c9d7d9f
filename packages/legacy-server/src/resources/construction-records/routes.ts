import { EQM_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { eqmRoute } from '../equipment/eqm-route';
import { EQM_MESSAGES } from '../equipment/messages';
import { bcwDetail, bcwOpinion, commitBcw, deleteBcw, listBcw, saveBcw } from '../eqm-bcw-basic/bcw-repository';

/** The institute's `/a/stone/eqmBcwBasic/*` module: construction records of the user's unit. */
export function eqmBcwBasicRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  eqmRoute(app, context, EQM_PATHS.bcwList, ({ scope }, params) => listBcw(db, params, scope));
  eqmRoute(app, context, `${EQM_PATHS.bcwDetail}/:id`, ({ scope }, _params, request) =>
    bcwDetail(db, scope, (request.params as { id: string }).id),
  );
  eqmRoute(
    app,
    context,
    EQM_PATHS.bcwSave,
    ({ scope }, params) => saveBcw(db, scope, params, context.now()),
    (params) => (params.isCommit === 'true' ? EQM_MESSAGES.committed : EQM_MESSAGES.saved),
  );
  eqmRoute(app, context, EQM_PATHS.bcwCommit, ({ scope }, params) => commitBcw(db, scope, params.id, context.now()), () => EQM_MESSAGES.committed);
  eqmRoute(app, context, EQM_PATHS.bcwDelete, ({ scope }, params) => deleteBcw(db, scope, params.id), () => EQM_MESSAGES.deleted);
  eqmRoute(app, context, EQM_PATHS.bcwShowOpinion, ({ scope }, params) => bcwOpinion(db, scope, params.id));
}
