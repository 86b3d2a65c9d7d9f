import { NOTICE_MESSAGES, NOTICE_WIRE_PATHS, ZWireNoticeQuery } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { MESSAGES } from '../../http/answers';
import { stoneFail, stoneOk } from '../../http/business-answers';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { instantRange } from '../../http/query-params';
import { idSegment } from '../../http/unit-route';
import { userRoutes } from '../../http/user-route';
import { noticeAnswer, noticeSummaryAnswer } from './answer';
import { findNotice, listNotices, NOTICE_SORTABLE, type NoticeFilters } from './store';

function filtersOf(params: WireParams): NoticeFilters | string {
  const parsed = ZWireNoticeQuery.safeParse(params);
  if (!parsed.success) return MESSAGES.badRequest;
  const { keyword, publishDateBegin, publishDateEnd } = parsed.data;
  const published = instantRange(publishDateBegin, publishDateEnd);
  if (typeof published === 'string') return published;
  return { ...(keyword ? { keyword } : {}), published };
}

/** The `index` module's notices (`index/articles`, `index/article/{id}`): `result` + `errorMsg`, payload under `data`. */
export function noticeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  userRoutes(app, context, [
    [
      NOTICE_WIRE_PATHS.list,
      async (_user, params) => {
        const paging = parsePaging(params, NOTICE_SORTABLE);
        if (typeof paging === 'string') return stoneFail(paging);
        const filters = filtersOf(params);
        if (typeof filters === 'string') return stoneFail(filters);
        return stoneOk(await listNotices(db, filters, paging, noticeSummaryAnswer));
      },
    ],
    [
      `${NOTICE_WIRE_PATHS.detail}/:id`,
      async (_user, _params, request) => {
        const notice = await findNotice(db, idSegment(request));
        return notice ? stoneOk(noticeAnswer(notice)) : stoneFail(NOTICE_MESSAGES.notFound);
      },
    ],
  ]);
}
