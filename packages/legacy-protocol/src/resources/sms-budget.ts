import { z } from 'zod/v4';

/**
 * The platform's hourly SMS budget (docs/security.md): `alarms` answers the Beijing hours in which
 * texts were refused, for the gateway's watch, which records the audit alarm. Like the change
 * feed it concerns no one unit, so it answers only on a platform that requires `X-Platform-Secret`.
 */
export const SMS_BUDGET_WIRE_PATHS = {
  alarms: '/a/stone/sms/budgetAlarms',
} as const;

export const SMS_BUDGET_MESSAGES = {
  after: '起始时间参数不正确',
  closed: '平台未配置网关共享密钥，不提供短信发送量告警',
} as const;

/** One hour with refusals: its start (ISO, UTC), the budget, texts sent and refused. */
export const ZWireSmsBudgetHour = z.object({
  hour: z.string(),
  budget: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  refused: z.number().int().positive(),
});
export type WireSmsBudgetHour = z.infer<typeof ZWireSmsBudgetHour>;

export const ZWireSmsBudgetAlarms = z.object({ list: z.array(ZWireSmsBudgetHour) });
