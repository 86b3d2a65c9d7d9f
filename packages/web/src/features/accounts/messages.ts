import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { accountEn } from './messages-en';
import { accountZh, type AccountOwnKey } from './messages-zh';

/** A key of the member account pages' text: their own, or a shared one of the app's catalogue. */
export type AccountTextKey = AccountOwnKey | UiKey;

const TEXT: Catalogue<AccountOwnKey> = { 'zh-CN': accountZh, 'en-US': accountEn };

/** The member account pages' own text in the shell's locale. */
export function useAccountText() {
  return useCatalogue(TEXT);
}
