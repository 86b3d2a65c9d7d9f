import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { rescueRegistrationEn } from './messages-en';
import { rescueRegistrationZh, type RescueRegistrationOwnKey } from './messages-zh';

export type RescueRegistrationTextKey = RescueRegistrationOwnKey | UiKey;

const TEXT: Catalogue<RescueRegistrationOwnKey> = { 'zh-CN': rescueRegistrationZh, 'en-US': rescueRegistrationEn };

export function useRescueRegistrationText() {
  return useCatalogue(TEXT);
}
