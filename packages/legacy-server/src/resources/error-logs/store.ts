import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { errorLogs, type ErrorLogRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import type { PageNumbers, WirePage } from '../../http/paging';
import { instantConditions, type InstantRange } from '../../http/query-params';
import { formatWireDateTime } from '../../http/wire-date';

export type ErrorLogInput = { type?: string; code?: string; mes?: string; url?: string; time?: string };

/** Longest text kept per field; longer values are cut, since a client error report must not fail. */
const ERROR_LOG_LIMITS = { type: 32, code: 32, mes: 2000, url: 2000, time: 32 } as const;

export type ErrorLogAnswer = {
  id: string;
  userId: string | null;
  type: string;
  code: string;
  mes: string;
  url: string;
  time: string;
  createDate: string;
};

export type ErrorLogPageQuery = PageNumbers & { created: InstantRange };

const cut = (value: string | undefined, max: number): string => Array.from((value ?? '').trim()).slice(0, max).join('');

export async function saveErrorLog(db: Db, input: ErrorLogInput, userId: string | null, now: Date): Promise<string> {
  const id = newId();
  await db.insert(errorLogs).values({
    id,
    userId,
    type: cut(input.type, ERROR_LOG_LIMITS.type),
    code: cut(input.code, ERROR_LOG_LIMITS.code),
    mes: cut(input.mes, ERROR_LOG_LIMITS.mes),
    url: cut(input.url, ERROR_LOG_LIMITS.url),
    time: cut(input.time, ERROR_LOG_LIMITS.time),
    createdAt: now,
  });
  return id;
}

function errorLogAnswer(row: ErrorLogRow): ErrorLogAnswer {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    code: row.code,
    mes: row.mes,
    url: row.url,
    time: row.time,
    createDate: formatWireDateTime(row.createdAt),
  };
}

/** One user's entries, newest first; the end of `created` is exclusive (the legacy client already added a day). */
export function listErrorLogs(db: Db, userId: string, query: ErrorLogPageQuery): Promise<WirePage<ErrorLogAnswer>> {
  const where = and(eq(errorLogs.userId, userId), ...instantConditions(query.created, errorLogs.createdAt));
  const rows = db.select().from(errorLogs).$dynamic();
  return listPage(db, errorLogs, rows, where, { ...query, orderBy: [desc(errorLogs.createdAt), desc(errorLogs.id)] }, errorLogAnswer);
}
