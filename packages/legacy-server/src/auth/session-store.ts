import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { preparedPerDb } from '../db/prepared';
import { sessions } from '../db/schema';

export type ActiveSession = { id: string; extendId: string; userId: string };

export type SessionStore = {
  /** Opens a session for the user; also drops sessions that have expired. */
  create(userId: string): Promise<ActiveSession>;
  /** The live session with this id and extend id, its idle timeout restarted (at most once per `sessionRefreshMs`); null when gone. */
  touch(id: string, extendId: string): Promise<ActiveSession | null>;
  remove(id: string, extendId: string): Promise<void>;
  removeAllOf(userId: string): Promise<void>;
};


/**
 * How stale a session's expiry may grow before a request writes it again: a minute, or a tenth of a
 * short timeout. Every platform request passes here, and a write is a commit with an fsync
 * (db/durable-pglite.ts): restarting the idle timer on each request held the platform's one event
 * loop for about a tenth of its time under load (docs/performance.md, "Heavy work"). The idle timeout
 * a user gets is thereby between `timeoutMs` less this and `timeoutMs`.
 */
export function sessionRefreshMs(timeoutMs: number): number {
  return Math.min(60_000, Math.floor(timeoutMs / 10));
}

// Every platform request reads its session first.
const liveSessionRead = preparedPerDb((db) =>
  db
    .select({ id: sessions.id, extendId: sessions.extendId, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.extendId, sql.placeholder('extendId')), gt(sessions.expiresAt, sql.placeholder('time'))))
    .prepare('session_live_read'),
);

export function createSessionStore(db: Db, timeoutMs: number, now: () => Date): SessionStore {
  const expiryFrom = (time: Date): Date => new Date(time.getTime() + timeoutMs);
  const freshFor = timeoutMs - sessionRefreshMs(timeoutMs);
  const live = (id: string, extendId: string, time: Date) => and(eq(sessions.id, id), eq(sessions.extendId, extendId), gt(sessions.expiresAt, time));
  return {
    async create(userId) {
      const time = now();
      await db.delete(sessions).where(lt(sessions.expiresAt, time));
      const session = { id: newId(), extendId: newId(), userId };
      await db.insert(sessions).values({ ...session, createdAt: time, lastSeenAt: time, expiresAt: expiryFrom(time) });
      return session;
    },
    async touch(id, extendId) {
      const time = now();
      // A read first: a session touched within the refresh interval is answered without a write.
      const [found] = await liveSessionRead(db).execute({ id, extendId, time: time.toISOString() });
      if (!found) return null;
      if (found.expiresAt.getTime() - time.getTime() > freshFor) return { id: found.id, extendId: found.extendId, userId: found.userId };
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: time, expiresAt: expiryFrom(time) })
        .where(live(id, extendId, time))
        .returning({ id: sessions.id, extendId: sessions.extendId, userId: sessions.userId });
      return row ?? null;
    },
    async remove(id, extendId) {
      await db.delete(sessions).where(and(eq(sessions.id, id), eq(sessions.extendId, extendId)));
    },
    async removeAllOf(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
