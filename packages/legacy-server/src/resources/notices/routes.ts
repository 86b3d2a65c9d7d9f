import { ARTICLE_MESSAGES, ARTICLE_PATHS, DESK_OVERVIEW_PATH, ZWireArticleQuery } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { ARTICLE_SORTABLE, articleAnswer, articleSummaryAnswer, findArticle, listArticles, type ArticleFilters } from '../articles/article-store';
import { deskOverview } from '../desk/desk-overview';
import { MESSAGES, loginRequired } from '../http/answers';
import { stoneFail, stoneOk } from '../http/business-answers';
import { GET_OR_POST } from '../http/methods';
import { parsePaging } from '../http/paging';
import { wireParams, type WireParams } from '../http/params';
import { sessionUser } from '../http/session-guard';
import { parseWireDateTime } from '../http/wire-date';

function filtersOf(params: WireParams): ArticleFilters | string {
  const parsed = ZWireArticleQuery.safeParse(params);
  if (!parsed.success) return MESSAGES.badRequest;
  const { keyword, publishDateBegin, publishDateEnd } = parsed.data;
  const from = publishDateBegin ? parseWireDateTime(publishDateBegin) : undefined;
  const before = publishDateEnd ? parseWireDateTime(publishDateEnd) : undefined;
  if (from === null || before === null) return MESSAGES.dateInvalid;
  return { ...(keyword ? { keyword } : {}), ...(from ? { publishedFrom: from } : {}), ...(before ? { publishedBefore: before } : {}) };
}

/** The `index` module's notices and the work desktop's overview: `result` + `errorMsg`, payload under `data`. */
export function indexArticleRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.route({
    method: GET_OR_POST,
    url: ARTICLE_PATHS.list,
    handler: async (request) => {
      if (!(await sessionUser(context, request))) return loginRequired();
      const params = wireParams(request);
      const paging = parsePaging(params, ARTICLE_SORTABLE);
      if (typeof paging === 'string') return stoneFail(paging);
      const filters = filtersOf(params);
      if (typeof filters === 'string') return stoneFail(filters);
      const page = await listArticles(db, filters, paging);
      return stoneOk({ pageNo: paging.pageNo, pageSize: paging.pageSize, count: page.count, list: page.rows.map(articleSummaryAnswer) });
    },
  });

  app.route<{ Params: { id: string } }>({
    method: GET_OR_POST,
    url: `${ARTICLE_PATHS.detail}/:id`,
    handler: async (request) => {
      if (!(await sessionUser(context, request))) return loginRequired();
      const article = await findArticle(db, request.params.id);
      return article ? stoneOk(articleAnswer(article)) : stoneFail(ARTICLE_MESSAGES.notFound);
    },
  });

  app.route({
    method: GET_OR_POST,
    url: DESK_OVERVIEW_PATH,
    handler: async (request) => {
      const user = await sessionUser(context, request);
      if (!user) return loginRequired();
      return stoneOk(await deskOverview(db, user.unitId, context.now()));
    },
  });
}
