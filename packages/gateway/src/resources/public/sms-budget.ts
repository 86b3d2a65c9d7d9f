import { SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import type { ProblemSpec } from '../../http/problem';
import type { LegacyResult } from '../../legacy/client';
import { storeKey } from '../../security/store-keys';

const HOUR_MS = 60 * 60_000;

/** UTC+8 is whole hours, so a Beijing hour begins with a UTC one. */
const hourOf = (now: Date): Date => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** Whether the platform refused a code because its hourly SMS budget is spent (SMS_HOURLY_BUDGET). */
export function isBudgetRefusal(result: LegacyResult<unknown>): boolean {
  return !result.ok && result.problem.detail === SMS_CODE_MESSAGES.hourlyBudget;
}

/**
 * The answer to a send past the platform's hourly budget: 429 until the next hour. The first such
 * refusal of an hour, across every instance (the shared store), is recorded as the audit alarm
 * `sms-budget-exhausted`; when the store cannot answer it is recorded anyway.
 */
export async function overBudget(ctx: GatewayContext, request: FastifyRequest, now = new Date()): Promise<ProblemSpec> {
  const hour = hourOf(now);
  const first = await ctx.store.add(storeKey('sms-budget-alarm', hour.toISOString()), '1', HOUR_MS).catch(() => true);
  if (first) {
    ctx.audit.record(request, { event: 'sms-budget-exhausted', outcome: 'failure', target: `sms-hour:${hour.toISOString()}`, detail: SMS_CODE_MESSAGES.hourlyBudget });
  }
  return {
    cause: 'rate-limited',
    status: 429,
    detail: SMS_CODE_MESSAGES.hourlyBudget,
    detailEn: 'The texts of this hour are used up, please try again later',
    retryAfterSeconds: Math.ceil((hour.getTime() + HOUR_MS - now.getTime()) / 1000),
  };
}
