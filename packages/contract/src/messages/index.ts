import { enUS } from './en-US';
import { zhCN, type MessageKey } from './zh-CN';

export type { MessageKey } from './zh-CN';
export { zhCN } from './zh-CN';
export { enUS } from './en-US';
export { PROBLEM_TITLE_KEYS } from './problems';

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
  return message(key, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
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
