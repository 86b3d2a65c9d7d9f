import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { pgliteDatabase } from '../db/pglite-database';
import { sessions } from '../db/schema';
import { users } from '../resources/me/table';
import { goldenPglite, testClock } from '../testing';
import { createSessionStore, sessionRefreshMs } from './session-store';

const TIMEOUT_MS = 30 * 60_000;

let pglite: PGlite;
let db: Db;

beforeAll(async () => {
  pglite = await goldenPglite();
  db = pgliteDatabase(pglite, false).db;
});

afterAll(async () => {
  await pglite?.close();
});

async function storedExpiry(id: string): Promise<number> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id));
  return row!.expiresAt.getTime();
}

async function someUserId(): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return user!.id;
}

describe('sessionRefreshMs', () => {
  it('is a minute for long timeouts and a tenth of short ones', () => {
    expect(sessionRefreshMs(TIMEOUT_MS)).toBe(60_000);
    expect(sessionRefreshMs(400)).toBe(40);
  });
});

describe('the session store', () => {
  it('restarts the idle timer with a write only once the stored expiry is a refresh interval old', async () => {
    const clock = testClock();
    const store = createSessionStore(db, TIMEOUT_MS, clock.now);
    const session = await store.create(await someUserId());
    const created = await storedExpiry(session.id);

    clock.advance(sessionRefreshMs(TIMEOUT_MS) - 1_000);
    expect(await store.touch(session.id, session.extendId)).toEqual(session);
    expect(await storedExpiry(session.id)).toBe(created);

    clock.advance(2_000);
    const before = clock.now().getTime();
    expect(await store.touch(session.id, session.extendId)).toEqual(session);
    const touched = await storedExpiry(session.id);
    expect(touched).toBeGreaterThanOrEqual(before + TIMEOUT_MS);
    expect(touched).toBeLessThanOrEqual(clock.now().getTime() + TIMEOUT_MS);
  });

  it('never answers an expired session or a wrong extend id, and keeps a session used every few seconds alive', async () => {
    const clock = testClock();
    const store = createSessionStore(db, TIMEOUT_MS, clock.now);
    const session = await store.create(await someUserId());
    expect(await store.touch(session.id, 'not-the-extend-id')).toBeNull();

    // Used every 20 s for longer than the timeout: the refreshes keep it alive.
    for (let elapsed = 0; elapsed < TIMEOUT_MS + 5 * 60_000; elapsed += 20_000) {
      clock.advance(20_000);
      expect(await store.touch(session.id, session.extendId)).toEqual(session);
    }

    // Then idle: alive just inside the shortest idle timeout it promises, gone after the timeout.
    clock.advance(TIMEOUT_MS - sessionRefreshMs(TIMEOUT_MS) - 1_000);
    expect(await store.touch(session.id, session.extendId)).toEqual(session);
    clock.advance(TIMEOUT_MS + 1_000);
    expect(await store.touch(session.id, session.extendId)).toBeNull();
  });
});
