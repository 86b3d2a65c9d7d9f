import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { accountRegistrationEn } from './messages-en';
import { accountRegistrationZh, type AccountRegistrationOwnKey } from './messages-zh';

export type AccountRegistrationTextKey = AccountRegistrationOwnKey | UiKey;

const TEXT: Catalogue<AccountRegistrationOwnKey> = { 'zh-CN': accountRegistrationZh, 'en-US': accountRegistrationEn };

/** The registration audit pages' own text in the shell's locale. */
export function useAccountRegistrationText() {
  return useCatalogue(TEXT);
}
