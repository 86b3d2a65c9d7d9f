import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { FAULT_REGISTRATION_MESSAGES, FAULT_REGISTRATION_WIRE_PATHS, faultRegistrationForm, wirePage, ZWireFaultRegistration } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, toPage, UNSORTABLE } from '../../legacy/wire-values';
import { toFaultForm, toFaultListQuery, toFaultRegistration, type FaultBodyValue } from './mapping';

const s = initServer();
const ZWireFaultPage = wirePage(ZWireFaultRegistration);
const REFUSALS = { [FAULT_REGISTRATION_MESSAGES.notFound]: 404 };

/** The routes of the group the router serves; the export streams beside it (export.ts). */
export const faultRegistrationsServed = {
  list: contract.faultRegistrations.list,
  get: contract.faultRegistrations.get,
  create: contract.faultRegistrations.create,
  update: contract.faultRegistrations.update,
};

/** The clean fault-registration API over `eleFaultMain` (listData, form, save). */
export function faultRegistrationRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  async function save(body: FaultBodyValue, session: LegacySession, id?: string) {
    const saved = await call({ method: 'POST', path: FAULT_REGISTRATION_WIRE_PATHS.save, form: faultRegistrationForm(toFaultForm(body), id), session });
    return parsed(saved, ZWireFaultRegistration, toFaultRegistration);
  }

  return s.router(faultRegistrationsServed, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toFaultListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: FAULT_REGISTRATION_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(list, ZWireFaultPage, (wire) => toPage(wire, toFaultRegistration)));
    },

    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: FAULT_REGISTRATION_WIRE_PATHS.form, query: { id: params.id }, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireFaultRegistration, toFaultRegistration));
    },

    create: async ({ body, request, reply }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),

    update: async ({ params, body, request, reply }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),
  });
}
