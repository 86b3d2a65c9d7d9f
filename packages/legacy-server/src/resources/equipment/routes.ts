import { EQM_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { eqmRoute } from '../equipment/eqm-route';
import { applyChange, changeHistory } from '../equipment/equipment-changes';
import { equipmentDetail } from '../equipment/equipment-detail';
import { listEquipment } from '../equipment/equipment-list';
import { saveEquipment } from '../equipment/equipment-save';
import { EQM_MESSAGES } from '../equipment/messages';

/**
 * The institute's `/a/stone/eqm/*` module: the query views, equipment files, their save, change
 * history and change applications. Every call sees the signed-in user's unit only.
 */
export function eqmRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  eqmRoute(app, context, EQM_PATHS.list, ({ scope }, params) => listEquipment(db, params, scope, params.queryType || undefined));
  eqmRoute(app, context, EQM_PATHS.detectDueList, ({ scope }, params) => listEquipment(db, params, scope, 'detectDue'));
  eqmRoute(app, context, EQM_PATHS.detectExtendedList, ({ scope }, params) => listEquipment(db, params, scope, 'detectExtended'));
  eqmRoute(app, context, EQM_PATHS.pressurePipingList, ({ scope }, params) => listEquipment(db, params, scope, 'pressurePiping'));

  eqmRoute(app, context, `${EQM_PATHS.detail}/:category/:id`, ({ scope }, _params, request) => {
    const { category, id } = request.params as { category: string; id: string };
    return equipmentDetail(db, scope, category, id);
  });

  eqmRoute(
    app,
    context,
    EQM_PATHS.save,
    ({ scope }, params) => saveEquipment(db, scope, params, context.now()),
    (params) => (params.isCommit === 'true' ? EQM_MESSAGES.committed : EQM_MESSAGES.saved),
  );

  eqmRoute(app, context, EQM_PATHS.changeHistory, ({ scope }, params) => changeHistory(db, scope, params.id));
  eqmRoute(
    app,
    context,
    EQM_PATHS.changeApply,
    ({ scope, user }, params) => applyChange(db, scope, params, user.id, context.now()),
    () => EQM_MESSAGES.changeApplied,
  );
}

