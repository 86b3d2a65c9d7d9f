import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { ZWireUnit, UNIT_WIRE_PATHS } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession } from '../../http/respond';
import { parsed } from '../../legacy/wire-values';
import { toUnit } from './mapping';

const s = initServer();

/** The unit's routes served so far; its change routes are planned (router.ts). */
export const unitServed = { get: contract.unit.get };

export function unitRoutes(ctx: GatewayContext) {
  return s.router(unitServed, {
    get: async ({ request, reply }) => {
      const unit = await ctx.legacy.call({ method: 'GET', path: UNIT_WIRE_PATHS.unit, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(unit, ZWireUnit, toUnit));
    },
  });
}
