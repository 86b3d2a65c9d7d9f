import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { passwordResetAuditEn } from './messages-en';
import { passwordResetAuditZh, type PasswordResetAuditOwnKey } from './messages-zh';

/** A key of the password-reset review pages' text: their own, or a shared one of the app's catalogue. */
export type PasswordResetAuditTextKey = PasswordResetAuditOwnKey | UiKey;

const TEXT: Catalogue<PasswordResetAuditOwnKey> = { 'zh-CN': passwordResetAuditZh, 'en-US': passwordResetAuditEn };

/** The password-reset review pages' own text in the shell's locale. */
export function usePasswordResetAuditText() {
  return useCatalogue(TEXT);
}
