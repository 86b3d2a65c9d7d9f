import { createHash, randomInt } from 'node:crypto';
import type { WireSmsPurpose } from '@portal/legacy-protocol';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { smsCodes } from '../../db/schema';
import { shanghaiDayStart } from '../../http/wire-date';

/** The limits of SMS codes (docs/security.md). */
export const SMS_CODE_LIMITS = {
  ttlMs: 5 * 60 * 1000,
  maxTries: 5,
  cooldownMs: 60 * 1000,
  perNumberPerDay: 10,
  length: 6,
} as const;

// The row id salts the hash; a six-digit code has few values, so the tries limit is what protects it.
const codeHash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('base64url');

export type IssueOutcome = { ok: true; id: string; code: string } | { ok: false; reason: 'cooldown' | 'dailyCap' };

/**
 * A new code for `mobile` and `purpose`: refused within the cooldown of the last one and past the
 * number's daily cap. Earlier unused codes of the same purpose stop counting.
 */
export async function issueSmsCode(db: Db, mobile: string, purpose: WireSmsPurpose, now: Date): Promise<IssueOutcome> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < SMS_CODE_LIMITS.cooldownMs) return { ok: false, reason: 'cooldown' };
  const [today] = await db
    .select({ sent: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, shanghaiDayStart(now))));
  if ((today?.sent ?? 0) >= SMS_CODE_LIMITS.perNumberPerDay) return { ok: false, reason: 'dailyCap' };

  const code = String(randomInt(0, 10 ** SMS_CODE_LIMITS.length)).padStart(SMS_CODE_LIMITS.length, '0');
  const id = newId();
  await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
  await db.insert(smsCodes).values({
    id,
    mobile,
    purpose,
    codeHash: codeHash(id, code),
    expiresAt: new Date(now.getTime() + SMS_CODE_LIMITS.ttlMs),
    createdAt: now,
  });
  return { ok: true, id, code };
}

/** Takes back a code that was never sent (the hourly budget refused it): it counts against no cap. */
export async function withdrawSmsCode(db: Db, id: string): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/**
 * Checks `code` against the number's live code of `purpose`: a wrong one uses up a try (at most
 * SMS_CODE_LIMITS.maxTries), a right one is used up when `consume` is set. False for no live code.
 *
 * The comparison, the try and the use are one UPDATE on the code's row: parallel guesses queue on the
 * row's lock and each sees the tries the one before it left, so a burst of guesses gets no more than
 * maxTries compared, and of two parallel uses of a right code only one gets it.
 */
export async function checkSmsCode(
  db: Db,
  input: { mobile: string; purpose: WireSmsPurpose; code: string; consume: boolean },
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.purpose, input.purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!live) return false;
  const right = sql`${smsCodes.codeHash} = ${codeHash(live.id, input.code)}`;
  const [checked] = await db
    .update(smsCodes)
    .set({
      tries: sql`${smsCodes.tries} + CASE WHEN ${right} THEN 0 ELSE 1 END`,
      ...(input.consume ? { usedAt: sql`CASE WHEN ${right} THEN ${now.toISOString()}::timestamptz ELSE NULL END` } : {}),
    })
    .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.tries, SMS_CODE_LIMITS.maxTries)))
    .returning({ right: sql<boolean>`${right}` });
  return checked?.right === true;
}

/** Uses up a right code (single use); false for a wrong, expired, used or over-tried one. */
export function consumeSmsCode(db: Db, mobile: string, purpose: WireSmsPurpose, code: string, now: Date): Promise<boolean> {
  return checkSmsCode(db, { mobile, purpose, code, consume: true }, now);
}

/**
 * Why a check of the number's newest code of `purpose` failed, for a message the user can act on:
 * none live (never sent, expired or used), tries used up, or simply wrong.
 */
export async function failedSmsCodeReason(db: Db, mobile: string, purpose: WireSmsPurpose, now: Date): Promise<'expired' | 'triesOut' | 'wrong'> {
  const [last] = await db
    .select({ expiresAt: smsCodes.expiresAt, usedAt: smsCodes.usedAt, tries: smsCodes.tries })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!last || last.usedAt || last.expiresAt <= now) return 'expired';
  return last.tries >= SMS_CODE_LIMITS.maxTries ? 'triesOut' : 'wrong';
}
