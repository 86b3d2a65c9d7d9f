import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { ARTICLE_MESSAGES, ARTICLE_PATHS, articleDetailPath, wirePage, ZWireArticle, ZWireArticleSummary } from '@portal/legacy-protocol';
import type { GatewayContext } from '../context';
import { toNotice, toNoticeListQuery, toNoticeSummary } from './notice-mapping';
import { withRefusalStatus } from './platform-refusals';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';

const s = initServer();
const ZWireArticlePage = wirePage(ZWireArticleSummary);

/** The institute's notices: the `index` module's articles. */
export function noticeRoutes(ctx: GatewayContext) {
  return s.router(contract.notices, {
    list: async ({ query, request, reply }) => {
      const answer = await ctx.legacy.call({ method: 'GET', path: ARTICLE_PATHS.list, query: toNoticeListQuery(query), session: platformSession(request) });
      if (!answer.ok) return problemResult(ctx, request, reply, answer);
      const page = ZWireArticlePage.safeParse(answer.data);
      if (!page.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      return {
        status: 200 as const,
        body: { items: page.data.list.map(toNoticeSummary), total: page.data.count, page: page.data.pageNo, pageSize: page.data.pageSize },
      };
    },

    get: async ({ params, request, reply }) => {
      const answer = withRefusalStatus(
        await ctx.legacy.call({ method: 'GET', path: articleDetailPath(params.id), session: platformSession(request) }),
        { [ARTICLE_MESSAGES.notFound]: 404 },
      );
      if (!answer.ok) return problemResult(ctx, request, reply, answer);
      const article = ZWireArticle.safeParse(answer.data);
      if (!article.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      return { status: 200 as const, body: toNotice(article.data) };
    },
  });
}
