import { ERROR_LOG_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { commonFail, commonOk, MESSAGES } from '../../http/answers';
import { parsePageNumbers } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { instantRange } from '../../http/query-params';
import { resolveSession } from '../../http/session-guard';
import { userRoutes } from '../../http/user-route';
import { listErrorLogs, saveErrorLog, type ErrorLogPageQuery } from './store';

// The list takes no orderBy: the newest entry always comes first.
function errorLogQuery(params: WireParams): ErrorLogPageQuery | string {
  const page = parsePageNumbers(params);
  if (typeof page === 'string') return page;
  const created = instantRange(params.createDateBegin, params.createDateEnd);
  if (typeof created === 'string') return created;
  return { ...page, created };
}

/** The institute's `/a/stone/common/*` error log: `success` flags with `errmsg`, payload under `data`. */
export function errorLogRoutes(app: FastifyInstance, context: AppContext): void {
  // Errors are reported from the login page too, so the logger takes a session when there is one.
  app.route({
    method: 'POST',
    url: ERROR_LOG_WIRE_PATHS.save,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      if ((params.mes ?? '').trim() === '') return commonFail(MESSAGES.errorLogEmpty);
      const session = await resolveSession(context, request);
      const id = await saveErrorLog(context.db, params, session?.userId ?? null, context.now());
      return commonOk({ id });
    },
  });

  userRoutes(app, context, [
    [
      ERROR_LOG_WIRE_PATHS.list,
      async (user, params) => {
        const query = errorLogQuery(params);
        if (typeof query === 'string') return commonFail(query);
        return commonOk(await listErrorLogs(context.db, user.id, query));
      },
    ],
  ]);
}
