import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { sessions } from '../db/schema';

export type ActiveSession = { id: string; extendId: string; userId: string };

export type SessionStore = {
  /** Opens a session for the user; also drops sessions that have expired. */
  create(userId: string): Promise<ActiveSession>;
  /** The live session with this id and extend id, its idle timeout restarted; null when gone. */
  touch(id: string, extendId: string): Promise<ActiveSession | null>;
  remove(id: string, extendId: string): Promise<void>;
  removeAllOf(userId: string): Promise<void>;
};


export function createSessionStore(db: Db, timeoutMs: number, now: () => Date): SessionStore {
  const expiryFrom = (time: Date): Date => new Date(time.getTime() + timeoutMs);
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
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: time, expiresAt: expiryFrom(time) })
        .where(and(eq(sessions.id, id), eq(sessions.extendId, extendId), gt(sessions.expiresAt, time)))
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
