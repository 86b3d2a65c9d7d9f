import {
  areaLabel,
  catalogueName,
  DEFAULT_LOCALE,
  formatMessage,
  labelOf,
  LOCALES,
  optionText,
  productTitle,
  translateKnownText,
  translateMessage,
  type KnownText,
  type Locale,
  type MessageKey,
} from '@portal/contract';
import { appConfig } from '../app/config';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { enUS } from './en-US';
import { FLAT_ROUTES, NOT_FOUND_ROUTE } from '../routes/route-table';
import { zhCN, type UiKey } from './zh-CN';

export type { UiKey } from './zh-CN';

const CATALOGUES: Record<Locale, Record<UiKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
export const LOCALE_STORAGE_KEY = 'portal.locale';

export type Params = Record<string, string | number>;

/** A value of a contract list (or a list of the SPA built like one): zh-CN `label`, en-US `en`. */
export type Labelled = { readonly code: string; readonly label: string; readonly en?: string };

export function translate(locale: Locale, key: UiKey, params: Params = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** en-US titles by route name, from the route table's `titleEn` (a breadcrumb carries only the name). */
const ROUTE_TITLES_EN: ReadonlyMap<string, string> = new Map(
  [...FLAT_ROUTES, NOT_FOUND_ROUTE].map((route) => [route.name, route.titleEn]),
);

/** A route's title in `locale`; the table's zh-CN title when no translation exists. */
export function translateRouteTitle(locale: Locale, route: { name: string; title: string }): string {
  if (locale === 'zh-CN') return route.title;
  return ROUTE_TITLES_EN.get(route.name) ?? route.title;
}

/** The product title in `locale`: the contract's own in zh-CN, the catalogue's in en-US. */
export function translateProductTitle(locale: Locale): string {
  if (locale === 'zh-CN') return productTitle(appConfig.cityName);
  return translate(locale, 'app.productTitle', { city: appConfig.cityNameEn });
}

export function readStoredLocale(): Locale {
  const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
}

export type I18n = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: UiKey, params?: Params) => string;
  /** A validation message of the contract in the current locale. */
  rule: (key: MessageKey, params?: Params) => string;
  routeTitle: (route: { name: string; title: string }) => string;
  productTitle: string;
  /** The text of `code` in a value list of the contract (states, kinds, categories, …). */
  label: (list: readonly Labelled[], code: string) => string;
  /** One option's text (a select's choice). */
  optionText: (option: Omit<Labelled, 'code'>) => string;
  /** A text the platform writes (a history remark, a fee line, a role name) when it is a known one; any other as written. */
  known: (list: readonly KnownText[], text: string) => string;
  /** A category's or sub-type's name by its code; `fallback` (the server's name) for a code the catalogue does not know. */
  category: (code: string, fallback?: string) => string;
  /** An area's path (`浙江省 / 宁波市 / 鄞州区`) by its code. */
  area: (code: string, separator?: string) => string;
  /** A zh-CN message of the contract's catalogue the server sent (a problem's detail, a field message). */
  serverText: (text: string) => string;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);
  const setLocale = useCallback((next: Locale) => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    setLocaleState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo<I18n>(
    () => ({
      locale,
      setLocale,
      t: (key, params) => translate(locale, key, params),
      rule: (key, params) => formatMessage(key, params ?? {}, locale),
      routeTitle: (route) => translateRouteTitle(locale, route),
      productTitle: translateProductTitle(locale),
      label: (list, code) => labelOf(list, code, locale),
      optionText: (option) => optionText(option, locale),
      known: (list, text) => translateKnownText(list, text, locale),
      serverText: (text) => translateMessage(text, locale),
      category: (code, fallback) => {
        const name = catalogueName(code, locale);
        return name === code && fallback ? fallback : name;
      },
      // Chinese names join without a space ('浙江省宁波市'); English ones need one.
      area: (code, separator = ' / ') => areaLabel(code, separator === '' && locale === 'en-US' ? ' ' : separator, locale),
    }),
    [locale, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an <I18nProvider>');
  return value;
}
