import { z } from 'zod';
import { text } from '../common';
import { isLastLevel } from '../constants/areas';
import { message } from '../messages';
import { checkRule, RULES, type RuleName } from './rules';
import { required, requiredSecret } from './text-schemas';

export * from './text-schemas';

/** A text checked by one rule of `RULES`; '' passes (every rule skips empty values). */
export function ruleText(name: RuleName) {
  return text('single', { invalid_type_error: message(RULES[name].messageKey) })
    .superRefine((value, ctx) => {
      const failed = checkRule(name, value);
      if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(failed) });
    });
}

/** A string checked by one rule of `RULES`; '' and undefined pass. */
function ruleSchema(name: RuleName) {
  return ruleText(name).optional();
}

export const ZEmail = ruleSchema('email');
export const ZPositiveInteger = ruleSchema('positiveInteger');
export const ZTwoDecimal = ruleSchema('twoDecimal');
export const ZMobile = ruleSchema('mobile');
export const ZPhone = ruleSchema('phone');
export const ZPostcode = ruleSchema('postcode');
export const ZFixedAssets = ruleSchema('fixedAssets');
export const ZRegisterCode = ruleSchema('registerCode');
export const ZIdCard = ruleSchema('idCard');
export const ZPassword = ruleSchema('password');
export const ZCreditCode = ruleSchema('creditCode');

/** The area selector's value: required, and a last-level area of `AREA_TREE`. */
export const ZAreaCode = text('single', { required_error: message('areaRequired'), invalid_type_error: message('areaRequired') })
  .superRefine((value, ctx) => {
    const failed = value === '' ? 'areaRequired' : isLastLevel(value) ? null : 'areaLastLevel';
    if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(failed) });
  });

export const ZPasswordChangeForm = z
  .object({
    oldPassword: requiredSecret('oldPasswordRequired'),
    newPassword: required(ZPassword, 'newPasswordRequired'),
    newPasswordCheck: requiredSecret('confirmPasswordRequired'),
  })
  .refine((form) => form.newPasswordCheck === form.newPassword, {
    message: message('passwordMismatch'),
    path: ['newPasswordCheck'],
  });
export type PasswordChangeForm = z.infer<typeof ZPasswordChangeForm>;

export type PasswordUpdatePayload = { oldPassword: string; newPassword: string };

/** The update payload carries the old and new password only, never the confirmation. */
export function toPasswordUpdatePayload(form: PasswordChangeForm): PasswordUpdatePayload {
  return { oldPassword: form.oldPassword, newPassword: form.newPassword };
}

// Form values as typed. A form holds text; these schemas check the text with the messages the
// request schemas above answer with, and every rule skips an empty value.

/** A decimal typed as text: '' passes, anything else must be a number. */
export const ZNumberText = ruleText('number');

/** A size typed as text: '' passes, else a number above 0. */
export const ZPositiveNumberText = ZNumberText.superRefine((value, ctx) => {
  if (value && checkRule('number', value) === null && Number(value) <= 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: message('positiveNumber') });
  }
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type FormCheck = (values: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * Adds cross-field checks to a form schema that run even while some field fails (zod runs an
 * object's own refinements only once every field passes). The checks read the values as typed.
 */
export function withFormChecks<T extends z.ZodTypeAny>(schema: T, check: FormCheck) {
  const checks = z
    .unknown()
    .superRefine((values, ctx) => {
      if (isRecord(values)) check(values, ctx);
    })
    .transform(() => ({}));
  return z.intersection(schema, checks);
}

/** Dates typed in order: `to` (when both are filled) may not come before `from`. */
export function datesInOrder(from: string, to: string): FormCheck {
  return (values, ctx) => {
    const start = values[from];
    const end = values[to];
    if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return;
    if (end < start) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [to], message: message('dateRange') });
  };
}
