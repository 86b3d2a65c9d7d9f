import type { Locale } from '@portal/contract';
import { useCallback } from 'react';
import { useI18n } from '../../../i18n/i18n';

export type TextParams = Record<string, string | number>;

/** A feature's own UI text: the zh-CN catalogue is the source, en-US must hold the same keys. */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

export function fillText(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type TextFn<K extends string> = (key: K, params?: TextParams) => string;

/** The catalogue read in the shell's current locale. */
export function useCatalogue<K extends string>(catalogue: Catalogue<K>): TextFn<K> {
  const { locale } = useI18n();
  return useCallback((key: K, params?: TextParams) => fillText(catalogue[locale][key], params), [catalogue, locale]);
}
