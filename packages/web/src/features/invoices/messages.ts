import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { invoicesEn } from './messages-en';
import { invoicesZh, type InvoicesOwnKey } from './messages-zh';

export type InvoicesTextKey = InvoicesOwnKey | UiKey;

const TEXT: Catalogue<InvoicesOwnKey> = { 'zh-CN': invoicesZh, 'en-US': invoicesEn };

export function useInvoicesText() {
  return useCatalogue(TEXT);
}
