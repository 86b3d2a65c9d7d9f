import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { useRegistrationEn } from './messages-en';
import { useRegistrationZh, type UseRegistrationOwnKey } from './messages-zh';

/** A key of the use registration pages' text: their own, or a shared one of the app's catalogue. */
export type UseRegistrationTextKey = UseRegistrationOwnKey | UiKey;

const USE_REGISTRATION_TEXT: Catalogue<UseRegistrationOwnKey> = { 'zh-CN': useRegistrationZh, 'en-US': useRegistrationEn };

/** The use registration pages' own text in the shell's locale. */
export function useUseRegistrationText() {
  return useCatalogue(USE_REGISTRATION_TEXT);
}
