import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  EQM_PATHS,
  eqmChangeApplyForm,
  eqmDetailPath,
  eqmSaveForm,
  wirePage,
  ZWireEqm,
  ZWireEqmChange,
  ZWireEqmDetail,
  ZWireEqmSaved,
  type WireEqm,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import type { SessionReply } from '../session/cookie';
import {
  EQUIPMENT_SORT_FIELDS,
  toEquipmentChange,
  toEquipmentDetail,
  toEquipmentSummary,
  toWireChangeApplication,
  toWireEqmFields,
  toWireEqmQuery,
  VIEW_ENDPOINTS,
} from './equipment-mapping';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';
import {
  EDITABLE_REVIEW_STATES,
  mapAnswer,
  parsed,
  reviewStateOf,
  UNSORTABLE,
  wirePagingOf,
  type Failure,
} from './wire-values';

const s = initServer();
const ZWireEqmPage = wirePage(ZWireEqm);
const ZWireEqmChanges = z.array(ZWireEqmChange);

const EQUIPMENT_NOT_FOUND = { problem: { status: 404, detail: '设备不存在' } };
const NOT_EDITABLE = { problem: { status: 409, detail: '设备档案已提交或已通过审核，不能修改；如需变更请提交变更申请' } };

/**
 * The unit's file `id` from its list, for its category (which the detail path needs) and its review
 * state. The platform's lists see the own unit only, so another unit's file is a 404 like a missing one.
 */
async function findEquipment(ctx: GatewayContext, session: LegacySession, id: string): Promise<{ ok: true; wire: WireEqm } | Failure> {
  const answer = await ctx.legacy.call({ method: 'GET', path: EQM_PATHS.list, query: { id, pageNo: '1', pageSize: '1' }, session });
  if (!answer.ok) return answer;
  const page = ZWireEqmPage.safeParse(answer.data);
  if (!page.success) return { ok: false, ...UNEXPECTED_ANSWER };
  const wire = page.data.list.find((row) => row.id === id);
  return wire ? { ok: true, wire } : { ok: false, ...EQUIPMENT_NOT_FOUND };
}

export function equipmentRoutes(ctx: GatewayContext) {
  async function detailOf(session: LegacySession, equCategory: string, id: string) {
    const answer = await ctx.legacy.call({ method: 'GET', path: eqmDetailPath(equCategory, id), session });
    return parsed(answer, ZWireEqmDetail, toEquipmentDetail);
  }

  function fail(request: FastifyRequest, reply: SessionReply, failure: Failure) {
    return problemResult(ctx, request, reply, failure);
  }

  return {
    list: s.route(contract.equipment.list, async ({ query, request, reply }) => {
      const { view, page, pageSize, sort, ...filters } = query;
      const paging = wirePagingOf(page, pageSize, sort, EQUIPMENT_SORT_FIELDS);
      if (!paging) return fail(request, reply, { ok: false, problem: UNSORTABLE });
      const endpoint = VIEW_ENDPOINTS[view];
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: endpoint.path,
        query: { ...paging, ...toWireEqmQuery(filters), queryType: endpoint.queryType },
        session: platformSession(request),
      });
      const result = parsed(answer, ZWireEqmPage, (wire) => ({
        items: wire.list.map(toEquipmentSummary),
        total: wire.count,
        page: wire.pageNo,
        pageSize: wire.pageSize,
      }));
      return result.ok ? { status: 200 as const, body: result.value } : fail(request, reply, result);
    }),

    get: s.route(contract.equipment.get, async ({ params, request, reply }) => {
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return fail(request, reply, found);
      const detail = await detailOf(session, found.wire.equCategory, params.id);
      return detail.ok ? { status: 200 as const, body: detail.value } : fail(request, reply, detail);
    }),

    create: s.route(contract.equipment.create, async ({ body, request, reply }) => {
      const session = platformSession(request);
      const answer = await ctx.legacy.call({ method: 'POST', path: EQM_PATHS.save, form: eqmSaveForm(toWireEqmFields(body), body.commit), session });
      const saved = parsed(answer, ZWireEqmSaved, (value) => value);
      if (!saved.ok) return fail(request, reply, saved);
      const detail = await detailOf(session, body.categoryCode, saved.value.id);
      return detail.ok ? { status: 201 as const, body: detail.value } : fail(request, reply, detail);
    }),

    update: s.route(contract.equipment.update, async ({ params, body, request, reply }) => {
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return fail(request, reply, found);
      const state = mapAnswer(() => reviewStateOf(found.wire.recordState));
      if (state.ok && !EDITABLE_REVIEW_STATES.includes(state.value)) return fail(request, reply, { ok: false, ...NOT_EDITABLE });
      const answer = await ctx.legacy.call({
        method: 'POST',
        path: EQM_PATHS.save,
        form: eqmSaveForm(toWireEqmFields(body, params.id), body.commit),
        session,
      });
      if (!answer.ok) return fail(request, reply, answer);
      const detail = await detailOf(session, body.categoryCode, params.id);
      return detail.ok ? { status: 200 as const, body: detail.value } : fail(request, reply, detail);
    }),

    changes: s.route(contract.equipment.changes, async ({ params, request, reply }) => {
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return fail(request, reply, found);
      const answer = await ctx.legacy.call({ method: 'GET', path: EQM_PATHS.changeHistory, query: { id: params.id }, session });
      const changes = parsed(answer, ZWireEqmChanges, (rows) => rows.map(toEquipmentChange));
      return changes.ok ? { status: 200 as const, body: changes.value } : fail(request, reply, changes);
    }),

    applyChange: s.route(contract.equipment.applyChange, async ({ params, body, request, reply }) => {
      const application = toWireChangeApplication(body);
      if (!application.ok) {
        const message = '该字段不能通过变更申请修改';
        return fail(request, reply, {
          ok: false,
          problem: { status: 400, detail: message, errors: [{ path: `changes.${application.index}.field`, message }] },
        });
      }
      const session = platformSession(request);
      const found = await findEquipment(ctx, session, params.id);
      if (!found.ok) return fail(request, reply, found);
      const answer = await ctx.legacy.call({
        method: 'POST',
        path: EQM_PATHS.changeApply,
        form: eqmChangeApplyForm(params.id, { changes: application.changes, reason: body.reason, attachmentIds: body.attachmentIds }),
        session,
      });
      const changes = parsed(answer, ZWireEqmChanges, (rows) => rows.map(toEquipmentChange));
      return changes.ok ? { status: 201 as const, body: changes.value } : fail(request, reply, changes);
    }),
  };
}
