import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { captchas } from '../../db/schema';

/** How long a captcha may be answered. */
export const CAPTCHA_TTL_MS = 3 * 60 * 1000;

// The id is random and secret until the image is shown, so it salts the hash of the few characters.
const answerHash = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('base64url');

/** Stores a new captcha's answer (hashed) and sweeps the expired ones; answers its id. */
export async function storeCaptcha(db: Db, answer: string, now: Date): Promise<string> {
  const id = newId();
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ id, answerHash: answerHash(id, answer), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS), createdAt: now });
  return id;
}

/**
 * Whether `answer` is the captcha's, case aside. Single use: the captcha is gone after one check,
 * right or wrong, so a script cannot try a second answer on the same image.
 */
export async function consumeCaptcha(db: Db, id: string, answer: string, now: Date): Promise<boolean> {
  if (id === '' || answer === '') return false;
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  return row.answerHash === answerHash(id, answer);
}
