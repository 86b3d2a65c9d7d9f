import { CONSTRUCTION_RECORD_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { REVIEW_NOTICES, savedNotice } from '../../http/answers';
import { idSegment, unitRoute } from '../../http/unit-route';
import {
  commitConstructionRecord,
  constructionRecordDetail,
  constructionRecordOpinion,
  deleteConstructionRecord,
  listConstructionRecords,
  saveConstructionRecord,
} from './store';

/** The institute's `/a/stone/eqmBcwBasic/*` module: construction records of the user's unit. */
export function constructionRecordRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = CONSTRUCTION_RECORD_WIRE_PATHS;
  unitRoute(app, context, paths.list, ({ scope }, params) => listConstructionRecords(db, params, scope));
  unitRoute(app, context, `${paths.detail}/:id`, ({ scope }, _params, request) => constructionRecordDetail(db, scope, idSegment(request)));
  unitRoute(app, context, paths.save, ({ scope }, params) => saveConstructionRecord(db, scope, params, context.now()), savedNotice);
  unitRoute(app, context, paths.commit, ({ scope }, params) => commitConstructionRecord(db, scope, params.id, context.now()), () => REVIEW_NOTICES.committed);
  unitRoute(app, context, paths.delete, ({ scope }, params) => deleteConstructionRecord(db, scope, params.id), () => REVIEW_NOTICES.deleted);
  unitRoute(app, context, paths.showOpinion, ({ scope }, params) => constructionRecordOpinion(db, scope, params.id));
}
