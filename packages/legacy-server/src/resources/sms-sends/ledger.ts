import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { smsSends } from '../../db/schema';
import { shanghaiDayStart } from '../../http/wire-date';
import type { SmsSendPurpose } from './table';

/**
 * The caps on texts sent on a user's behalf (docs/security.md, "SMS sent on a user's behalf"): a
 * unit types the number, so without them any account could text any number without end. Days are
 * Beijing's.
 */
export const SMS_SEND_LIMITS = {
  /** One authorisation link per application in this time. */
  authLinkCooldownMs: 2 * 60 * 1000,
  /** Texts one account's actions send a day. */
  perUserPerDay: 100,
  /** Texts one unit's actions send a day. */
  perUnitPerDay: 300,
  /** Texts to one number a day, whoever sends them: a site contact of many lifts gets several a day. */
  perNumberPerDay: 20,
} as const;

export type SmsSendRequest = {
  purpose: SmsSendPurpose;
  mobile: string;
  unitId: string | null;
  /** The account whose action sends it; null for the platform's own notices. */
  userId: string | null;
  recordId: string | null;
  now: Date;
};

export type SmsSendRefusal =
  | { reason: 'cooldown'; retryAfterMs: number }
  | { reason: 'userCap' | 'unitCap' | 'numberCap'; retryAfterMs: number };

async function sentSince(db: Db, column: typeof smsSends.mobile | typeof smsSends.unitId | typeof smsSends.userId, value: string, since: Date): Promise<number> {
  const [row] = await db.select({ sent: count() }).from(smsSends).where(and(eq(column, value), gte(smsSends.sentAt, since)));
  return row?.sent ?? 0;
}

/**
 * Books one text if every cap allows it, else says which cap refused and when to try again. The
 * check and the booking are one transaction under one lock, so parallel requests cannot both take
 * the last place. Book before sending: a failed send still counts (it may have been delivered).
 */
export async function bookSmsSend(db: Db, request: SmsSendRequest): Promise<SmsSendRefusal | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sms_sends'))`);
    const { now } = request;
    const tomorrow = shanghaiDayStart(now).getTime() + 86_400_000 - now.getTime();
    if (request.purpose === 'auth-link' && request.recordId) {
      const [last] = await tx
        .select({ sentAt: smsSends.sentAt })
        .from(smsSends)
        .where(and(eq(smsSends.recordId, request.recordId), eq(smsSends.purpose, 'auth-link')))
        .orderBy(desc(smsSends.sentAt))
        .limit(1);
      const waited = last ? now.getTime() - last.sentAt.getTime() : Infinity;
      if (waited < SMS_SEND_LIMITS.authLinkCooldownMs) return { reason: 'cooldown', retryAfterMs: SMS_SEND_LIMITS.authLinkCooldownMs - waited };
    }
    const dayStart = shanghaiDayStart(now);
    if ((await sentSince(tx, smsSends.mobile, request.mobile, dayStart)) >= SMS_SEND_LIMITS.perNumberPerDay) return { reason: 'numberCap', retryAfterMs: tomorrow };
    if (request.userId && (await sentSince(tx, smsSends.userId, request.userId, dayStart)) >= SMS_SEND_LIMITS.perUserPerDay) return { reason: 'userCap', retryAfterMs: tomorrow };
    if (request.unitId && (await sentSince(tx, smsSends.unitId, request.unitId, dayStart)) >= SMS_SEND_LIMITS.perUnitPerDay) return { reason: 'unitCap', retryAfterMs: tomorrow };
    await tx.insert(smsSends).values({
      id: newId(),
      purpose: request.purpose,
      mobile: request.mobile,
      unitId: request.unitId,
      userId: request.userId,
      recordId: request.recordId,
      sentAt: now,
    });
    return null;
  });
}

/** When the last text of `purpose` about a record went out, or null. */
export async function lastSmsSend(db: Db, recordId: string, purpose: SmsSendPurpose): Promise<Date | null> {
  const [last] = await db
    .select({ sentAt: smsSends.sentAt })
    .from(smsSends)
    .where(and(eq(smsSends.recordId, recordId), eq(smsSends.purpose, purpose)))
    .orderBy(desc(smsSends.sentAt))
    .limit(1);
  return last?.sentAt ?? null;
}

/** When the last authorisation link of an application went out, and the whole seconds until another may (0: now). */
export async function authLinkTiming(db: Db, recordId: string, now: Date): Promise<{ sentAt: Date | null; waitSeconds: number }> {
  const sentAt = await lastSmsSend(db, recordId, 'auth-link');
  const leftMs = sentAt ? sentAt.getTime() + SMS_SEND_LIMITS.authLinkCooldownMs - now.getTime() : 0;
  return { sentAt, waitSeconds: Math.max(0, Math.ceil(leftMs / 1000)) };
}
