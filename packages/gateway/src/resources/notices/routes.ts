import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { NOTICE_MESSAGES, NOTICE_WIRE_PATHS, noticeDetailPath, ZWireNotice, ZWireNoticeSummary } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { toNotice, toNoticeListQuery, toNoticeSummary } from './mapping';

const s = initServer();
const REFUSALS = { [NOTICE_MESSAGES.notFound]: 404 };

/** The institute's notices: the `index` module's articles. */
export function noticeHandlers(ctx: GatewayContext) {
  return s.router(contract.notices, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toNoticeListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const page = await ctx.legacy.call({ method: 'GET', path: NOTICE_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(page, ZWireNoticeSummary, toNoticeSummary));
    },

    get: async ({ params, request, reply }) => {
      const notice = await ctx.legacy.call({ method: 'GET', path: noticeDetailPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(withRefusalStatus(notice, REFUSALS), ZWireNotice, toNotice));
    },
  });
}
