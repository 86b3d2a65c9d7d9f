import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  EQUIPMENT_WIRE_PATHS,
  equipmentChangeApplicationForm,
  equipmentDetailPath,
  equipmentSaveForm,
  wirePage,
  ZWireEquipment,
  ZWireEquipmentChange,
  ZWireEquipmentDetail,
  type WireEquipment,
} from '@portal/legacy-protocol';
import { z } from 'zod/v4';
import type { GatewayContext } from '../../context';
import { listRoute, type PageQuery } from '../../http/list-route';
import { answer, platformSession, problemResult } from '../../http/respond';
import { reviewRecordHandlers } from '../../http/review-record-routes';
import { servedRoutes } from '../../http/served-routes';
import type { LegacySession } from '../../legacy/client';
import { EDITABLE_REVIEW_STATES, mapAnswer, parsed, reviewStateOf, UNEXPECTED_ANSWER, type Failure } from '../../legacy/wire-values';
import {
  EQUIPMENT_SORT_FIELDS,
  toEquipmentChange,
  toEquipmentDetail,
  toEquipmentSummary,
  toWireChangeApplication,
  toWireEqmFields,
  toWireEqmQuery,
  VIEW_ENDPOINTS,
  type EquipmentFilters,
  type EquipmentWrite,
} from './mapping';

const s = initServer();
const ZWireEquipmentPage = wirePage(ZWireEquipment);
const ZWireEquipmentChanges = z.array(ZWireEquipmentChange);

const EQUIPMENT_NOT_FOUND: Failure = { ok: false, problem: { cause: 'not-found', status: 404, detail: '设备不存在' } };
const NOT_EDITABLE: Failure = { ok: false, problem: { cause: 'state-conflict', status: 409, detail: '设备档案已提交或已通过审核，不能修改；如需变更请提交变更申请' } };
const NOT_CHANGEABLE = '该字段不能通过变更申请修改';

/** The equipment routes served through the router; the export streams beside it (export.ts). */
export const equipmentServed = servedRoutes(contract.equipment, ['list', 'get', 'create', 'update', 'changes', 'applyChange']);

/**
 * The unit's file `id` from its list, for its category (which the detail path needs) and its review
 * state. The platform's lists see the own unit only, so another unit's file is a 404 like a missing one.
 */
async function findEquipment(ctx: GatewayContext, session: LegacySession, id: string): Promise<{ ok: true; wire: WireEquipment } | Failure> {
  const listed = await ctx.legacy.call({ method: 'GET', path: EQUIPMENT_WIRE_PATHS.list, query: { id, pageNo: '1', pageSize: '1' }, session });
  if (!listed.ok) return listed;
  const page = ZWireEquipmentPage.safeParse(listed.data);
  if (!page.success) return { ok: false, ...UNEXPECTED_ANSWER };
  const wire = page.data.list.find((row) => row.id === id);
  return wire ? { ok: true, wire } : EQUIPMENT_NOT_FOUND;
}

/**
 * The clean equipment API over the platform's `eqm` module; its writes are a review record's
 * (http/review-record-routes.ts).
 */
export function equipmentHandlers(ctx: GatewayContext) {
  async function detailOf(session: LegacySession, equCategory: string, id: string) {
    const detail = await ctx.legacy.call({ method: 'GET', path: equipmentDetailPath(equCategory, id), session });
    return parsed(detail, ZWireEquipmentDetail, toEquipmentDetail);
  }

  /** Read before the write: the platform's own refusal names another unit's file (无权访问), the API a 404. */
  async function editable(session: LegacySession, id: string): Promise<Failure | null> {
    const found = await findEquipment(ctx, session, id);
    if (!found.ok) return found;
    const state = mapAnswer(() => reviewStateOf(found.wire.recordState));
    return state.ok && !EDITABLE_REVIEW_STATES.includes(state.value) ? NOT_EDITABLE : null;
  }

  const writes = reviewRecordHandlers(ctx, {
    path: EQUIPMENT_WIRE_PATHS.save,
    form: (body: EquipmentWrite, id?: string) => equipmentSaveForm(toWireEqmFields(body, id), body.commit),
  });

  return s.router(equipmentServed, {
    list: listRoute(ctx, {
      path: (query: EquipmentFilters & PageQuery) => VIEW_ENDPOINTS[query.view].path,
      sortFields: EQUIPMENT_SORT_FIELDS,
      filters: (query) => ({ ...toWireEqmQuery(query), queryType: VIEW_ENDPOINTS[query.view].queryType }),
      schema: ZWireEquipmentPage,
      map: toEquipmentSummary,
    }),

    get: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return problemResult(ctx, request, reply, found);
      return answer(ctx, request, reply, 200, await detailOf(session, found.wire.equCategory, params.id));
    },

    create: writes.create,

    update: writes.update(editable),

    changes: async ({ params, request, reply }) => {
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return problemResult(ctx, request, reply, found);
      const changes = await ctx.legacy.call({ method: 'GET', path: EQUIPMENT_WIRE_PATHS.changeHistory, query: { id: params.id }, session });
      return answer(ctx, request, reply, 200, parsed(changes, ZWireEquipmentChanges, (rows) => rows.map(toEquipmentChange)));
    },

    applyChange: async ({ params, body, request, reply }) => {
      const application = toWireChangeApplication(body);
      if (!application.ok) {
        const errors = [{ path: `changes.${application.index}.field`, code: 'invalid_choice' as const, message: NOT_CHANGEABLE }];
        return problemResult(ctx, request, reply, { problem: { cause: 'validation-failed', status: 400, detail: NOT_CHANGEABLE, errors } });
      }
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return problemResult(ctx, request, reply, found);
      const changes = await ctx.legacy.call({
        method: 'POST',
        path: EQUIPMENT_WIRE_PATHS.changeApply,
        form: equipmentChangeApplicationForm(params.id, { changes: application.changes, reason: body.reason, attachmentIds: body.attachmentIds }),
        session,
      });
      return answer(ctx, request, reply, 201, parsed(changes, ZWireEquipmentChanges, (rows) => rows.map(toEquipmentChange)));
    },
  });
}
