import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { RESCUE_REGISTRATION_MESSAGES, RESCUE_REGISTRATION_WIRE_PATHS, rescueRegistrationForm, wirePage, ZWireRescueRegistration } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, toPage, UNSORTABLE } from '../../legacy/wire-values';
import { toRescueForm, toRescueListQuery, toRescueRegistration, type RescueBodyValue } from './mapping';

const s = initServer();
const ZWireRescuePage = wirePage(ZWireRescueRegistration);
const REFUSALS = { [RESCUE_REGISTRATION_MESSAGES.notFound]: 404 };

/** The routes of the group the router serves; the export streams beside it (export.ts). */
export const rescueRegistrationsServed = {
  list: contract.rescueRegistrations.list,
  get: contract.rescueRegistrations.get,
  create: contract.rescueRegistrations.create,
  update: contract.rescueRegistrations.update,
};

/** The clean rescue-registration API over `eleRcsMain` (listData, form, save). */
export function rescueRegistrationRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  async function save(body: RescueBodyValue, session: LegacySession, id?: string) {
    const saved = await call({ method: 'POST', path: RESCUE_REGISTRATION_WIRE_PATHS.save, form: rescueRegistrationForm(toRescueForm(body), id), session });
    return parsed(saved, ZWireRescueRegistration, toRescueRegistration);
  }

  return s.router(rescueRegistrationsServed, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toRescueListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: RESCUE_REGISTRATION_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(list, ZWireRescuePage, (wire) => toPage(wire, toRescueRegistration)));
    },

    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: RESCUE_REGISTRATION_WIRE_PATHS.form, query: { id: params.id }, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireRescueRegistration, toRescueRegistration));
    },

    create: async ({ body, request, reply }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),

    update: async ({ params, body, request, reply }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),
  });
}
