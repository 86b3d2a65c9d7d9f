import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { paymentEn } from './messages-en';
import { paymentZh, type PaymentOwnKey } from './messages-zh';

export type PaymentTextKey = PaymentOwnKey | UiKey;

const TEXT: Catalogue<PaymentOwnKey> = { 'zh-CN': paymentZh, 'en-US': paymentEn };

/** The payment pages' own text in the shell's locale. */
export function usePaymentText() {
  return useCatalogue(TEXT);
}
