import { enUS } from './en-US';
import { fillTemplate, matchTemplate } from './templates';
import { zhCN, type MessageKey } from './zh-CN';

export type { MessageKey } from './zh-CN';
export { zhCN } from './zh-CN';
export { enUS } from './en-US';
export { PROBLEM_TITLE_KEYS } from './problems';
export { fillTemplate, matchTemplate, type TemplateParams } from './templates';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function message(key: MessageKey, locale: Locale = DEFAULT_LOCALE): string {
  return CATALOGUES[locale][key];
}

/** A message with `{name}` placeholders filled in; unknown placeholders stay as written. */
export function formatMessage(
  key: MessageKey,
  params: Record<string, string | number>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return fillTemplate(message(key, locale), params);
}

const MESSAGE_KEYS = Object.keys(zhCN) as MessageKey[];

/**
 * A zh-CN text of this catalogue (as the gateway and the schemas send it: a field message, a problem
 * title or detail) in `locale`, its placeholders carried over; any other text as it came.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  for (const key of MESSAGE_KEYS) {
    const params = matchTemplate(zhCN[key], text);
    if (params) return formatMessage(key, params, locale);
  }
  return text;
}

export const PASSWORD_HINT_KEYS = [
  'passwordHintLength',
  'passwordHintUpper',
  'passwordHintLower',
  'passwordHintDigit',
  'passwordHintSpecial',
] as const satisfies readonly MessageKey[];

/** The rule list shown in the password dialogs. */
export function passwordHints(locale: Locale = DEFAULT_LOCALE): string[] {
  return PASSWORD_HINT_KEYS.map((key) => message(key, locale));
}
