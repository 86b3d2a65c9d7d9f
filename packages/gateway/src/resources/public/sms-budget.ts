import { SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import type { ProblemSpec } from '../../http/problem';
import type { LegacyResult } from '../../legacy/client';
import { budgetHourOf, raiseSmsBudgetAlarm } from '../../audit/sms-budget-alarm';

const HOUR_MS = 60 * 60_000;

/** Whether the platform refused a code because its hourly SMS budget is spent (SMS_HOURLY_BUDGET). */
export function isBudgetRefusal(result: LegacyResult<unknown>): boolean {
  return !result.ok && result.problem.detail === SMS_CODE_MESSAGES.hourlyBudget;
}

/**
 * The answer to a send past the platform's hourly budget: 429 until the next hour. The hour's audit
 * alarm `sms-budget-exhausted` is raised once (with the watch of audit/sms-budget-alarm.ts).
 */
export async function overBudget(ctx: GatewayContext, request: FastifyRequest, now = new Date()): Promise<ProblemSpec> {
  const hour = budgetHourOf(now);
  await raiseSmsBudgetAlarm(ctx, request, hour, { detail: SMS_CODE_MESSAGES.hourlyBudget });
  return {
    cause: 'rate-limited',
    status: 429,
    detail: SMS_CODE_MESSAGES.hourlyBudget,
    detailEn: 'The texts of this hour are used up, please try again later',
    retryAfterSeconds: Math.ceil((hour.getTime() + HOUR_MS - now.getTime()) / 1000),
  };
}
