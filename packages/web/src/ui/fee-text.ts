import { FEE_ITEMS } from '@portal/contract';
import { useI18n } from '../i18n/i18n';

/** An amount of yuan with two decimals; '—' while the institute has not quoted it. */
export function money(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

/** A fee's breakdown on one line ("检验费 300.00；…"), its items in the user's language. */
export function useFeeBreakdownText(): (lines: readonly { label: string; amount: number }[]) => string {
  const { known, locale } = useI18n();
  return (lines) => lines.map((line) => `${known(FEE_ITEMS, line.label)} ${money(line.amount)}`).join(locale === 'en-US' ? '; ' : '；');
}
