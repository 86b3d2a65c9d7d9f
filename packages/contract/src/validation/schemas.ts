import { z } from 'zod';
import { isLastLevel } from '../constants/areas';
import { formatMessage, message, type MessageKey } from '../messages';
import { checkRule, RULES, type RuleName } from './rules';

/** A string checked by one rule of `RULES`; '' and undefined pass (every rule skips empty values). */
function ruleSchema(name: RuleName) {
  return z
    .string({ invalid_type_error: message(RULES[name].messageKey) })
    .superRefine((value, ctx) => {
      const failed = checkRule(name, value);
      if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(failed) });
    })
    .optional();
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
export const ZAreaCode = z
  .string({ required_error: message('areaRequired'), invalid_type_error: message('areaRequired') })
  .superRefine((value, ctx) => {
    const failed = value === '' ? 'areaRequired' : isLastLevel(value) ? null : 'areaLastLevel';
    if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(failed) });
  });

type TextSchema = z.ZodType<string | undefined, z.ZodTypeDef, string | undefined>;

/**
 * Makes a rule schema required: undefined and '' fail with `key`, anything else goes on to the
 * rule. Requiredness is separate from the rules, as in the product's forms. Built as a refined
 * string (not a pipe) so OpenAPI still sees a string.
 */
export function required(schema: TextSchema, key: MessageKey = 'required') {
  const text = message(key);
  return z
    .string({ required_error: text, invalid_type_error: text })
    .min(1, text)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) result.error.issues.forEach((issue) => ctx.addIssue(issue));
    });
}

/** Free text of at most `max` characters; '' allowed. */
export function boundedText(max: number) {
  return z.string().max(max, formatMessage('tooLong', { max }));
}

/** Trimmed free text that must not be empty, at most `max` characters. */
export function requiredText(max: number, key: MessageKey = 'required') {
  const text = message(key);
  return z
    .string({ required_error: text, invalid_type_error: text })
    .trim()
    .min(1, text)
    .max(max, formatMessage('tooLong', { max }));
}

/** A password as typed: never trimmed, so the platform sees exactly what the user entered. */
export function requiredSecret(key: MessageKey, max = 64) {
  const text = message(key);
  return z
    .string({ required_error: text, invalid_type_error: text })
    .min(1, text)
    .max(max, formatMessage('tooLong', { max }));
}

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
