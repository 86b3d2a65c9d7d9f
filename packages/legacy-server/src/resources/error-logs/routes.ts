import { WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { listErrorLogs, saveErrorLog, type ErrorLogPageQuery } from '../error-logs/error-log-store';
import { commonFail, commonOk, loginRequired, MESSAGES } from '../http/answers';
import { GET_OR_POST } from '../http/methods';
import { wireParams, type WireParams } from '../http/params';
import { resolveSession, sessionUser } from '../http/session-guard';
import { parseWireDateTime } from '../http/wire-date';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 500;

function positiveInt(text: string | undefined, fallback: number): number | null {
  if (text === undefined || text.trim() === '') return fallback;
  return /^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

function optionalBound(text: string | undefined): Date | undefined | null {
  if (text === undefined || text.trim() === '') return undefined;
  return parseWireDateTime(text);
}

function errorLogQuery(params: WireParams): ErrorLogPageQuery | string {
  const pageNo = positiveInt(params.pageNo, 1);
  const pageSize = positiveInt(params.pageSize, DEFAULT_PAGE_SIZE);
  if (pageNo === null || pageSize === null || pageSize > MAX_PAGE_SIZE) return MESSAGES.pagingInvalid;
  const createDateBegin = optionalBound(params.createDateBegin);
  const createDateEnd = optionalBound(params.createDateEnd);
  if (createDateBegin === null || createDateEnd === null) return MESSAGES.dateInvalid;
  return {
    pageNo,
    pageSize,
    ...(createDateBegin ? { createDateBegin } : {}),
    ...(createDateEnd ? { createDateEnd } : {}),
  };
}

/** The institute's `/a/stone/common/*` module: `success` flags with `errmsg`, payload under `data`. */
export function commonRoutes(app: FastifyInstance, context: AppContext): void {
  // Errors are reported from the login page too, so the logger takes a session when there is one.
  app.route({
    method: 'POST',
    url: WIRE_PATHS.saveErrorLog,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      if ((params.mes ?? '').trim() === '') return commonFail(MESSAGES.errorLogEmpty);
      const session = await resolveSession(context, request);
      const id = await saveErrorLog(context.db, params, session?.userId ?? null, context.now());
      return commonOk({ id });
    },
  });

  app.route({
    method: GET_OR_POST,
    url: WIRE_PATHS.errorLogList,
    handler: async (request) => {
      const user = await sessionUser(context, request);
      if (!user) return loginRequired();
      const query = errorLogQuery(wireParams(request));
      if (typeof query === 'string') return commonFail(query);
      return commonOk(await listErrorLogs(context.db, user.id, query));
    },
  });
}
