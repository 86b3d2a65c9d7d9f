import { type EquipmentView } from '@portal/contract';
import { EQUIPMENT_DATA_PATHS, EQUIPMENT_WIRE_PATHS, type EquipmentWireQueryType } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { loginRequired, savedNotice } from '../../http/answers';
import { stoneFail } from '../../http/business-answers';
import { failed, passed, type Checked } from '../../http/checked';
import { wireParams } from '../../http/params';
import { hostScopedUser } from '../../http/host-request';
import { unitRoute } from '../../http/unit-route';
import { sendWorkbookFile } from '../../workbook/reply';
import { applyChange, changeHistory } from './changes';
import { equipmentDetail } from './detail';
import { equipmentIds, equipmentQuery, listEquipment } from './list';
import { EQUIPMENT_MESSAGES } from './messages';
import { saveEquipment } from './store';
import { EXPORT_TITLES, exportFileName, MAX_EXPORT_ROWS, writeEquipmentWorkbook } from './workbook';

/** The wire's `queryType` (named after the legacy pages) in the contract's view words. */
const VIEW_OF_QUERY_TYPE: Record<EquipmentWireQueryType, EquipmentView> = {
  timeout: 'overdue',
  fault: 'unqualified',
  nonUse: 'nonUse',
  aboutExpire: 'aboutToExpire',
  payloadTime: 'loadTest',
  detectDue: 'inspectionDue',
  detectExtended: 'inspectionOverdue',
  pressurePiping: 'pressurePiping',
};

const isQueryType = (value: string): value is EquipmentWireQueryType => Object.hasOwn(VIEW_OF_QUERY_TYPE, value);

/** The view a `queryType` asks for; none (or empty) is the comprehensive query. */
function viewOfQueryType(queryType: string | undefined): Checked<EquipmentView> {
  if (!queryType) return passed('comprehensive');
  return isQueryType(queryType) ? passed(VIEW_OF_QUERY_TYPE[queryType]) : failed(EQUIPMENT_MESSAGES.queryTypeInvalid);
}

/**
 * The institute's `/a/stone/eqm/*` module: the query views, equipment files, their save, change
 * history and change applications. Every call sees the signed-in user's unit only.
 */
export function equipmentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = EQUIPMENT_WIRE_PATHS;

  unitRoute(app, context, paths.list, async ({ scope }, params) => {
    const view = viewOfQueryType(params.queryType);
    return view.ok ? listEquipment(db, params, scope, view.value) : view;
  });
  unitRoute(app, context, paths.detectDueList, ({ scope }, params) => listEquipment(db, params, scope, 'inspectionDue'));
  unitRoute(app, context, paths.detectExtendedList, ({ scope }, params) => listEquipment(db, params, scope, 'inspectionOverdue'));
  unitRoute(app, context, paths.pressurePipingList, ({ scope }, params) => listEquipment(db, params, scope, 'pressurePiping'));

  unitRoute(app, context, `${paths.detail}/:category/:id`, ({ scope }, _params, request) => {
    const { category, id } = request.params as { category: string; id: string };
    return equipmentDetail(db, scope, category, id);
  });

  unitRoute(app, context, paths.save, ({ scope }, params) => saveEquipment(db, scope, params, context.now()), savedNotice);
  unitRoute(app, context, paths.changeHistory, ({ scope }, params) => changeHistory(db, scope, params.id));
  unitRoute(
    app,
    context,
    paths.changeApply,
    ({ scope, user }, params) => applyChange(db, scope, params, user.id, context.now()),
    () => EQUIPMENT_MESSAGES.changeApplied,
  );

  exportRoute(app, context);
}

/**
 * The data host's role (docs/legacy-wire.md): `GET /api/data/equipment/export` takes the session and
 * the filters of the equipment lists and answers an .xlsx. Failures answer JSON in the /a shapes, so
 * a client tells them from a file by the content type.
 */
function exportRoute(app: FastifyInstance, context: AppContext): void {
  app.get(EQUIPMENT_DATA_PATHS.export, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    const params = wireParams(request);
    const view = viewOfQueryType(params.queryType);
    if (!view.ok) return stoneFail(view.message);
    const query = equipmentQuery(params, scoped.scope, view.value);
    if (!query.ok) return stoneFail(query.message);
    // One scan for both the refusal of a too large export and the rows' order (list.ts, equipmentIds).
    const ids = await equipmentIds(context.db, query.value, MAX_EXPORT_ROWS + 1);
    if (ids.length > MAX_EXPORT_ROWS) return stoneFail(EQUIPMENT_MESSAGES.exportTooLarge);

    const file = await writeEquipmentWorkbook(context.db, query.value, scoped.scope, ids, EXPORT_TITLES[view.value], () => context.foreground.gap());
    const day = scoped.scope.today.replaceAll('-', '');
    return sendWorkbookFile(reply, file, exportFileName(view.value, scoped.scope.today), `equipment_${day}.xlsx`);
  });
}
