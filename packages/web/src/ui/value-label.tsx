import type { KnownText } from '@portal/contract';
import { useI18n, type Labelled } from '../i18n/i18n';

/**
 * The text of `code` in a value list of the contract, in the user's language: for table cells and
 * other places declared outside a component, which cannot ask the i18n context themselves.
 */
export function ValueLabel({ list, code, fallback }: { list: readonly Labelled[]; code: string; fallback?: string }) {
  const { label } = useI18n();
  return fallback !== undefined && !list.some((option) => option.code === code) ? fallback : label(list, code);
}

/** A text the platform writes (a role name, a fee line) in the user's language when it is a known one; any other as written. */
export function KnownLabel({ list, text }: { list: readonly KnownText[]; text: string }) {
  const { known } = useI18n();
  return known(list, text);
}

/** An area's path (`浙江省 / 宁波市 / 鄞州区`) by its code, in the user's language. */
export function AreaLabel({ code, separator }: { code: string; separator?: string }) {
  const { area } = useI18n();
  return area(code, separator);
}

/** A category's or sub-type's name by its code, in the user's language; `fallback` (the server's name) for a code the catalogue does not know. */
export function CatalogueLabel({ code, fallback }: { code: string; fallback?: string }) {
  const { category } = useI18n();
  return category(code, fallback);
}

/** Categories by code, named in the user's language and joined as the language lists them. */
export function CategoryList({ codes }: { codes: readonly string[] }) {
  const { category, locale } = useI18n();
  return codes.map((code) => category(code)).join(locale === 'en-US' ? ', ' : '、');
}
