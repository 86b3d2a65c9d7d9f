import { SMS_BUDGET_WIRE_PATHS, ZWireSmsBudgetAlarms } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context';
import { storeKey } from '../security/store-keys';
import type { AuditEntry, AuditSource } from './audit-record';

const HOUR_MS = 60 * 60_000;

/** UTC+8 is whole hours, so a Beijing hour begins with a UTC one. */
export const budgetHourOf = (now: Date): Date => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** How often the watch asks the platform; an alarm reaches the audit trail within about this. */
export const SMS_BUDGET_WATCH_MS = 60_000;
/** The watch looks back to the start of the previous hour, and an hour's key outlives that look. */
const ALARM_KEY_TTL_MS = 3 * HOUR_MS;

type AlarmContext = Pick<GatewayContext, 'store' | 'audit'>;

/**
 * Records `sms-budget-exhausted` for `hour` once across every instance: the first to add the hour's
 * key in the shared store records it, whether a refused code send (the caller sees the 429) or the
 * watch (notices, links and decisions the platform dropped) got there first. When the store cannot
 * answer the alarm is recorded anyway: a repeat is better than a lost alarm.
 */
export async function raiseSmsBudgetAlarm(ctx: AlarmContext, source: AuditSource, hour: Date, entry: Pick<AuditEntry, 'user' | 'role' | 'detail'>): Promise<boolean> {
  const first = await ctx.store.add(storeKey('sms-budget-alarm', hour.toISOString()), '1', ALARM_KEY_TTL_MS).catch(() => true);
  if (first) ctx.audit.record(source, { event: 'sms-budget-exhausted', outcome: 'failure', target: `sms-hour:${hour.toISOString()}`, ...entry });
  return first;
}

/** The watch's own records name no person or address: the platform refused texts of its own accord. */
const WATCH_SOURCE: AuditSource = { ip: 'platform', id: 'sms-budget-watch' };

/**
 * One look: the platform's hours with refused texts since the start of the previous hour, each
 * raised once (docs/security.md, the hourly SMS budget). Hours this instance raised already are
 * skipped without asking the store, so a store that is away does not repeat them every minute.
 */
export async function watchSmsBudgetOnce(ctx: AlarmContext & Pick<GatewayContext, 'legacy'>, raised: Set<string>, now = new Date()): Promise<void> {
  const after = new Date(budgetHourOf(now).getTime() - HOUR_MS);
  const result = await ctx.legacy.call({ method: 'GET', path: SMS_BUDGET_WIRE_PATHS.alarms, query: { after: after.toISOString() } });
  if (!result.ok) throw new Error(`the platform's SMS budget cannot be read: ${result.cause ?? result.problem.detail ?? result.problem.status}`);
  const alarms = ZWireSmsBudgetAlarms.parse(result.data);
  for (const alarm of alarms.list) {
    if (raised.has(alarm.hour)) continue;
    const detail = `本小时短信发送量已达上限（${alarm.budget} 条），平台已拒发 ${alarm.refused} 条（验证码、通知或授权链接）`;
    await raiseSmsBudgetAlarm(ctx, WATCH_SOURCE, new Date(alarm.hour), { user: null, role: null, detail });
    raised.add(alarm.hour);
  }
  for (const hour of raised) if (new Date(hour).getTime() < after.getTime()) raised.delete(hour);
}

/**
 * Watches the platform's hourly SMS budget while the gateway runs: every instance looks, the shared
 * store keeps the record single. Needs PLATFORM_SECRET (the platform answers every unit's concern
 * only behind it); without it only refused code sends raise the alarm, as docs/security.md says.
 */
export function registerSmsBudgetWatch(app: FastifyInstance, ctx: GatewayContext, intervalMs = SMS_BUDGET_WATCH_MS): void {
  if (!ctx.config.platformSecret) return;
  const raised = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastFailureLog = 0;
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void look(), intervalMs);
    timer.unref();
  };
  const look = async () => {
    try {
      await watchSmsBudgetOnce(ctx, raised);
    } catch (error) {
      // The platform away is readiness's to report; say it here at most every ten minutes.
      if (Date.now() - lastFailureLog > 10 * 60_000) {
        lastFailureLog = Date.now();
        app.log.warn({ err: error }, 'SMS budget watch: the platform could not be asked; trying again');
      }
    }
    schedule();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
