import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { resetPasswordEn } from './messages-en';
import { resetPasswordZh, type ResetPasswordOwnKey } from './messages-zh';

export type ResetPasswordTextKey = ResetPasswordOwnKey | UiKey;

const TEXT: Catalogue<ResetPasswordOwnKey> = { 'zh-CN': resetPasswordZh, 'en-US': resetPasswordEn };

/** The password-reset application pages' own text in the current locale. */
export function useResetPasswordText() {
  return useCatalogue(TEXT);
}
