import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { registerEn } from './messages-en';
import { registerZh, type RegisterOwnKey } from './messages-zh';

export type RegisterTextKey = RegisterOwnKey | UiKey;

const REGISTER_TEXT: Catalogue<RegisterOwnKey> = { 'zh-CN': registerZh, 'en-US': registerEn };

/** The register pages' own text in the current locale. */
export function useRegisterText() {
  return useCatalogue(REGISTER_TEXT);
}
