import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  REISSUE_APPLICATION_WIRE_PATHS,
  REISSUE_MESSAGES,
  reissueApplicationDetailPath,
  ZWireReissueApplication,
} from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { toReissueApplication, toReissueForm, toReissueListQuery } from './mapping';

const s = initServer();

export const REISSUE_REFUSALS = {
  [REISSUE_MESSAGES.notFound]: 404,
  [REISSUE_MESSAGES.alreadyDecided]: 409,
  [REISSUE_MESSAGES.forbidden]: 403,
  [REISSUE_MESSAGES.reportSuperseded]: 409,
};

/** The unit's re-issue applications over `reissueApply` (list, detail, save). */
export function reissueApplicationHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REISSUE_REFUSALS);
  return s.router(contract.reissueApplications, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toReissueListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: REISSUE_APPLICATION_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireReissueApplication, toReissueApplication));
    },
    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: reissueApplicationDetailPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireReissueApplication, toReissueApplication));
    },
    create: async ({ body, request, reply }) => {
      const saved = await call({ method: 'POST', path: REISSUE_APPLICATION_WIRE_PATHS.save, form: toReissueForm(body), session: platformSession(request) });
      return answer(ctx, request, reply, 201, parsed(saved, ZWireReissueApplication, toReissueApplication));
    },
  });
}
