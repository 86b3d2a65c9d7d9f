import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { CHANGE_WIRE_PATHS, ZWireChangePage } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession } from '../../http/respond';
import { parsed } from '../../legacy/wire-values';
import { toChangePage } from './mapping';

const s = initServer();

/** The change feed for integrators (docs/api.md, "Changes"): the platform's log in the caller's scope. */
export function changeHandlers(ctx: GatewayContext) {
  return s.router(
    { list: contract.changes.list },
    {
      list: async ({ query, request, reply }) => {
        const asked = query.after !== undefined;
        const page = await ctx.legacy.call({
          method: 'GET',
          path: CHANGE_WIRE_PATHS.list,
          query: { after: String(query.after ?? 0), pageSize: String(asked ? query.limit : 1) },
          session: platformSession(request),
        });
        return answer(ctx, request, reply, 200, parsed(page, ZWireChangePage, (wire) => toChangePage(wire, asked)));
      },
    },
  );
}
