import type { MessageKey } from '../messages';

/**
 * Format predicates of the product's fields (docs/domain.md). Each answers for a non-empty text only; skipping empty
 * values is the job of `checkRule` and the zod schemas: every rule skips an empty value.
 */

const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const TWO_DECIMAL = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^(\d{3,4}-)?\d{7,8}$/;
const POSTCODE = /^[1-9]\d{5}$/;
const REGISTER_CODE = /^\d{20}$/;
const ID_CARD = /^[1-9]\d{5}((?:19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/;
export const PASSWORD_SPECIALS = '~!@#$%^&*?().';
const PASSWORD =
  /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[~!@#$%^&*?().])[A-Za-z\d~!@#$%^&*?().]{8,16}$/;

export function isEmpty(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isPositiveInteger(value: string): boolean {
  return POSITIVE_INTEGER.test(value);
}

/** What the legacy form accepted as "a number": a finite decimal literal, no blanks around it. */
export function isNumeric(value: string): boolean {
  if (value.trim() !== value || value === '') return false;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value) && Number.isFinite(Number(value));
}

export function isTwoDecimal(value: string): boolean {
  return isNumeric(value) && TWO_DECIMAL.test(value);
}

export function isMobile(value: string): boolean {
  return MOBILE.test(value);
}

export function isPhoneOrMobile(value: string): boolean {
  return LANDLINE.test(value) || isMobile(value);
}

export function isPostcode(value: string): boolean {
  return POSTCODE.test(value);
}

/** A positive integer: at least one non-zero digit and no leading zero. */
export function isFixedAssets(value: string): boolean {
  return /[1-9]/.test(value) && POSITIVE_INTEGER.test(value);
}

export function isRegisterCode(value: string): boolean {
  return REGISTER_CODE.test(value);
}

/** 18 characters: area (first not 0), a birth date that exists in 19xx/20xx, sequence, check char. */
export function isIdCard(value: string): boolean {
  const match = ID_CARD.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function isPassword(value: string): boolean {
  return PASSWORD.test(value);
}

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100): 18 characters of its alphabet, the last a mod-31 check character. */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce(
    (total, weight, index) => total + CREDIT_CODE_CHARS.indexOf(value.charAt(index)) * weight,
    0,
  );
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31) === value.charAt(17);
}

export type Rule = {
  test: (value: string) => boolean;
  messageKey: MessageKey;
  /** Checked first, with its own message (two-decimal says "enter a number" before its format). */
  precondition?: Rule;
};

const numberRule: Rule = { test: isNumeric, messageKey: 'number' };

/** The rule table the SPA form layer and the zod schemas share. */
export const RULES = {
  email: { test: isEmail, messageKey: 'email' },
  positiveInteger: { test: isPositiveInteger, messageKey: 'positiveInteger' },
  number: numberRule,
  twoDecimal: { test: isTwoDecimal, messageKey: 'twoDecimal', precondition: numberRule },
  mobile: { test: isMobile, messageKey: 'mobile' },
  phone: { test: isPhoneOrMobile, messageKey: 'phone' },
  postcode: { test: isPostcode, messageKey: 'postcode' },
  fixedAssets: { test: isFixedAssets, messageKey: 'fixedAssets' },
  registerCode: { test: isRegisterCode, messageKey: 'registerCode' },
  idCard: { test: isIdCard, messageKey: 'idCard' },
  password: { test: isPassword, messageKey: 'password' },
  creditCode: { test: isCreditCode, messageKey: 'creditCode' },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/**
 * The message key a value fails with, or null when it passes. Empty values always pass;
 * numbers are checked by their decimal text.
 */
export function checkRule(name: RuleName, value: string | number | null | undefined): MessageKey | null {
  if (isEmpty(value)) return null;
  const text = String(value);
  let rule: Rule | undefined = RULES[name];
  const chain: Rule[] = [];
  for (; rule; rule = rule.precondition) chain.unshift(rule);
  const failed = chain.find((step) => !step.test(text));
  return failed ? failed.messageKey : null;
}
