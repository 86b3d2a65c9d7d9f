import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsHourlyBudget } from '../../db/schema';
import type { SmsSender } from '../sms-codes/sender';

/** Texts the platform sends in one Beijing hour, whatever they are (config SMS_HOURLY_BUDGET). */
export const DEFAULT_SMS_HOURLY_BUDGET = 500;

const HOUR_MS = 60 * 60_000;

/** A text refused because the hour's budget is spent; the next hour begins in `retryAfterMs`. */
export class SmsBudgetSpent extends Error {
  constructor(readonly retryAfterMs: number) {
    super('the hourly SMS budget is spent');
    this.name = 'SmsBudgetSpent';
  }
}

/** The start of the Beijing hour of `now`: UTC+8 is whole hours, so Beijing hours begin with UTC ones. */
export const budgetHour = (now: Date): Date => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Takes one text from the hour's budget: true when there was room. One statement (an upsert that
 * adds one only while under the budget), so parallel sends cannot take more than the budget.
 */
export async function takeFromBudget(db: Db, now: Date, budget: number): Promise<boolean> {
  const hour = budgetHour(now);
  const taken = await db
    .insert(smsHourlyBudget)
    .values({ hour, sent: 1 })
    .onConflictDoUpdate({ target: smsHourlyBudget.hour, set: { sent: sql`${smsHourlyBudget.sent} + 1` }, setWhere: sql`${smsHourlyBudget.sent} < ${budget}` })
    .returning({ sent: smsHourlyBudget.sent });
  return taken.length > 0;
}

/** Counts a refusal of the hour and answers how many there were with it (1: the first, the alarm's). */
async function countRefusal(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .insert(smsHourlyBudget)
    .values({ hour: budgetHour(now), sent: 0, refused: 1 })
    .onConflictDoUpdate({ target: smsHourlyBudget.hour, set: { refused: sql`${smsHourlyBudget.refused} + 1` } })
    .returning({ refused: smsHourlyBudget.refused });
  return row?.refused ?? 1;
}

export type BudgetAlarm = (details: { hour: Date; budget: number }) => void;

/**
 * Every text of the platform through one budget per Beijing hour (docs/security.md): past it a send
 * throws SmsBudgetSpent and nothing goes out; the first refusal of an hour raises `alarm` (the
 * platform's log; the gateway records the audit event from the code send's refusal).
 */
export function budgetedSender(inner: SmsSender, options: { db: Db; now: () => Date; budget: number; alarm: BudgetAlarm }): SmsSender {
  const { db, now, budget, alarm } = options;
  return {
    async send(message) {
      const at = now();
      if (!(await takeFromBudget(db, at, budget))) {
        if ((await countRefusal(db, at)) === 1) alarm({ hour: budgetHour(at), budget });
        throw new SmsBudgetSpent(budgetHour(at).getTime() + HOUR_MS - at.getTime());
      }
      await inner.send(message);
    },
  };
}
