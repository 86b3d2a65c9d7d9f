import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { errorLogs } from '../db/schema';
import { formatWireDateTime } from '../http/wire-date';

export type ErrorLogInput = { type?: string; code?: string; mes?: string; url?: string; time?: string };

/** Longest text kept per field; longer values are cut, since a client error report must not fail. */
export const ERROR_LOG_LIMITS = { type: 32, code: 32, mes: 2000, url: 2000, time: 32 } as const;

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

export type ErrorLogPageQuery = { pageNo: number; pageSize: number; createDateBegin?: Date; createDateEnd?: Date };

const cut = (value: string | undefined, max: number): string => Array.from((value ?? '').trim()).slice(0, max).join('');

export async function saveErrorLog(db: Db, input: ErrorLogInput, userId: string | null, now: Date): Promise<string> {
  const id = randomUUID().replaceAll('-', '');
  await db.insert(errorLogs).values({
    id,
    userId,
    type: cut(input.type, ERROR_LOG_LIMITS.type),
    code: cut(input.code, ERROR_LOG_LIMITS.code),
    mes: cut(input.mes, ERROR_LOG_LIMITS.mes),
    url: cut(input.url, ERROR_LOG_LIMITS.url),
    time: cut(input.time, ERROR_LOG_LIMITS.time),
    createDate: now,
  });
  return id;
}

/** One user's entries, newest first; `createDateEnd` is exclusive (the legacy client already added a day). */
export async function listErrorLogs(
  db: Db,
  userId: string,
  query: ErrorLogPageQuery,
): Promise<{ pageNo: number; pageSize: number; count: number; list: ErrorLogAnswer[] }> {
  const conditions: SQL[] = [eq(errorLogs.userId, userId)];
  if (query.createDateBegin) conditions.push(gte(errorLogs.createDate, query.createDateBegin));
  if (query.createDateEnd) conditions.push(lt(errorLogs.createDate, query.createDateEnd));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(errorLogs).where(where);
  const rows = await db
    .select()
    .from(errorLogs)
    .where(where)
    .orderBy(desc(errorLogs.createDate), desc(errorLogs.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    count: total?.value ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      type: row.type,
      code: row.code,
      mes: row.mes,
      url: row.url,
      time: row.time,
      createDate: formatWireDateTime(row.createDate),
    })),
  };
}
