import { z } from 'zod';
import type { Locale } from '../messages';

/**
 * One value of a fixed list: a stable English code for the API, a zh-CN `label` (the product's
 * language, also the platform's wire word) and its en-US text `en` for the SPA's English mode.
 */
export type Option<C extends string = string> = { readonly code: C; readonly label: string; readonly en: string };

type Codes<T extends readonly Option[]> = T[number]['code'];

/** The zod enum of a list's codes. */
export function enumOf<const T extends readonly [Option, ...Option[]]>(list: T) {
  const codes = list.map((option) => option.code) as unknown as [Codes<T>, ...Codes<T>[]];
  return z.enum(codes);
}

/** An option's text in `locale`; the zh-CN label when it has no English text. */
export function optionText(option: { readonly label: string; readonly en?: string }, locale: Locale = 'zh-CN'): string {
  return locale === 'en-US' && option.en ? option.en : option.label;
}

/** The label of `code` in `list` (zh-CN unless `locale` says otherwise), or the code itself when the list does not know it. */
export function labelOf(list: readonly { readonly code: string; readonly label: string; readonly en?: string }[], code: string, locale: Locale = 'zh-CN'): string {
  const option = list.find((candidate) => candidate.code === code);
  return option ? optionText(option, locale) : code;
}
