import type { Locale } from '@portal/contract';
import { useCallback } from 'react';
import { translate, useI18n, type UiKey } from '../i18n/i18n';

export type TextParams = Record<string, string | number>;

/** A feature's own UI text: the zh-CN catalogue is the source, en-US must hold the same keys. */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

export function fillText(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type TextFn<K extends string> = (key: K, params?: TextParams) => string;

function ownKey<K extends string>(texts: Record<K, string>, key: string): key is K {
  return Object.hasOwn(texts, key);
}

/**
 * The catalogue read in the shell's current locale. Keys it does not hold are the shared ones
 * (`common.*`, `state.*`, …) of the app's catalogue in src/i18n, so a shared text has one key.
 */
export function useCatalogue<K extends string>(catalogue: Catalogue<K>): TextFn<K | UiKey> {
  const { locale } = useI18n();
  return useCallback(
    (key: K | UiKey, params?: TextParams) => {
      const texts = catalogue[locale];
      return ownKey(texts, key) ? fillText(texts[key], params) : translate(locale, key as UiKey, params);
    },
    [catalogue, locale],
  );
}
