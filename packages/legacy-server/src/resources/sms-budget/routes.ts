import { SMS_BUDGET_MESSAGES, SMS_BUDGET_WIRE_PATHS, type WireSmsBudgetHour } from '@portal/legacy-protocol';
import { and, asc, gt, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { stoneFail, stoneOk } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { wireParams } from '../../http/params';
import { smsHourlyBudget } from './table';

/** The hours an answer covers at most: a watch that was away a day still sees every alarm of it. */
const MAX_HOURS = 48;

/**
 * `budgetAlarms?after=<ISO time>`: the hours from `after` (default: the last two) in which the
 * budget refused texts of any kind — codes, links, notices — so the gateway can raise the audit
 * alarm for the ones no caller saw refused. Every unit's concern, so only behind the platform secret.
 */
export function smsBudgetRoutes(app: FastifyInstance, context: AppContext, options: { platformSecret?: string; budget: number }): void {
  app.route({
    method: GET_OR_POST,
    url: SMS_BUDGET_WIRE_PATHS.alarms,
    config: { public: true },
    handler: async (request) => {
      if (!options.platformSecret) return stoneFail(SMS_BUDGET_MESSAGES.closed);
      const after = (wireParams(request).after ?? '').trim();
      const from = after === '' ? new Date(context.now().getTime() - 2 * 60 * 60_000) : new Date(after);
      if (Number.isNaN(from.getTime())) return stoneFail(SMS_BUDGET_MESSAGES.after);
      const rows = await context.db
        .select()
        .from(smsHourlyBudget)
        .where(and(gte(smsHourlyBudget.hour, from), gt(smsHourlyBudget.refused, 0)))
        .orderBy(asc(smsHourlyBudget.hour))
        .limit(MAX_HOURS);
      const list: WireSmsBudgetHour[] = rows.map((row) => ({ hour: row.hour.toISOString(), budget: options.budget, sent: row.sent, refused: row.refused }));
      return stoneOk({ list });
    },
  });
}
