import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  UNIT_CHANGE_WIRE_PATHS,
  UNIT_MESSAGES,
  UNIT_WIRE_PATHS,
  unitChangeForm,
  unitDetailPath,
  unitSaveForm,
  ZWireUnit,
  ZWireUnitDetail,
  ZWireUnitChange,
  wirePage,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { listRoute } from '../../http/list-route';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { toEquipmentStatistics } from '../dashboard/mapping';
import { toUnit, toUnitChange, toUnitChangeFilters, toUnitChangeForm, toUnitChangeReview, toUnitChangeStateFilter, toUnitSaveForm, UNIT_CHANGE_ORDER, UNIT_CHANGE_REVIEW_ORDER, type UnitChangeQueryValue, type UnitChangeReviewQueryValue } from './mapping';

const s = initServer();
const ZWireUnitChangePage = wirePage(ZWireUnitChange);

const REVIEW_REFUSALS = {
  [UNIT_MESSAGES.forbidden]: 403,
  [UNIT_MESSAGES.changeNotFound]: 404,
  [UNIT_MESSAGES.decided]: 409,
  [UNIT_MESSAGES.creditCodeTaken]: 409,
};

const DETAIL_REFUSALS = {
  [UNIT_MESSAGES.detailForbidden]: 403,
  [UNIT_MESSAGES.unitNotFound]: 404,
};

/**
 * The signed-in user's company: read, keep the direct fields, apply for registered-field changes and
 * read the change records; and the institute's side: any unit's profile with its equipment counts
 * (`unit/detail/{id}`), and the review of those applications, each decision written to the security
 * audit trail.
 */
export function unitHandlers(ctx: GatewayContext) {
  function audited(request: FastifyRequest, id: string, approved: boolean, failure?: string) {
    ctx.audit.record(request, {
      event: 'unit-change-reviewed',
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `unit-change:${id}`,
      detail: failure ?? (approved ? '通过' : '退回'),
    });
  }

  const readUnit = async (session: LegacySession) =>
    parsed(await ctx.legacy.call({ method: 'GET', path: UNIT_WIRE_PATHS.unit, session }), ZWireUnit, toUnit);

  return s.router(contract.unit, {
    get: async ({ request, reply }) => answer(ctx, request, reply, 200, await readUnit(platformSession(request))),

    getById: async ({ params, request, reply }) => {
      const found = withRefusalStatus(await ctx.legacy.call({ method: 'GET', path: unitDetailPath(params.id), session: platformSession(request) }), DETAIL_REFUSALS);
      return answer(ctx, request, reply, 200, parsed(found, ZWireUnitDetail, (wire) => ({ ...toUnit(wire.unit), equipment: toEquipmentStatistics(wire.statistics) })));
    },

    // The directly kept fields apply at once; the answer is the unit as the platform now has it.
    update: async ({ body, request, reply }) => {
      const session = platformSession(request);
      const saved = await ctx.legacy.call({ method: 'POST', path: UNIT_CHANGE_WIRE_PATHS.save, form: unitSaveForm(toUnitSaveForm(body)), session });
      if (!saved.ok) return problemResult(ctx, request, reply, saved);
      return answer(ctx, request, reply, 200, await readUnit(session));
    },

    changes: listRoute(ctx, {
      path: UNIT_CHANGE_WIRE_PATHS.findChangeUnit,
      sortFields: UNIT_CHANGE_ORDER,
      filters: (query: UnitChangeQueryValue) => toUnitChangeFilters(query),
      schema: ZWireUnitChangePage,
      map: toUnitChange,
    }),

    applyChange: async ({ body, request, reply }) => {
      const applied = await ctx.legacy.call({
        method: 'POST',
        path: UNIT_CHANGE_WIRE_PATHS.changeUnit,
        form: unitChangeForm(toUnitChangeForm(body)),
        session: platformSession(request),
      });
      return answer(ctx, request, reply, 201, parsed(applied, z.array(ZWireUnitChange), (rows) => rows.map(toUnitChange)));
    },

    reviews: listRoute(ctx, {
      path: UNIT_CHANGE_WIRE_PATHS.changeAuditList,
      sortFields: UNIT_CHANGE_REVIEW_ORDER,
      filters: (query: UnitChangeReviewQueryValue) => toUnitChangeStateFilter(query),
      schema: ZWireUnitChangePage,
      map: toUnitChangeReview,
      refusals: REVIEW_REFUSALS,
    }),

    review: async ({ params, body, request, reply }) => {
      const decided = withRefusalStatus(
        await ctx.legacy.call({
          method: 'POST',
          path: UNIT_CHANGE_WIRE_PATHS.changeAudit,
          form: { id: params.id, pass: body.approved ? '1' : '0', opinion: body.opinion },
          session: platformSession(request),
        }),
        REVIEW_REFUSALS,
      );
      audited(request, params.id, body.approved, decided.ok ? undefined : decided.problem.detail ?? String(decided.problem.status));
      return answer(ctx, request, reply, 200, parsed(decided, ZWireUnitChange, toUnitChangeReview));
    },
  });
}
