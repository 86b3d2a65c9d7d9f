import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { faultRegistrationEn } from './messages-en';
import { faultRegistrationZh, type FaultRegistrationOwnKey } from './messages-zh';

export type FaultRegistrationTextKey = FaultRegistrationOwnKey | UiKey;

const TEXT: Catalogue<FaultRegistrationOwnKey> = { 'zh-CN': faultRegistrationZh, 'en-US': faultRegistrationEn };

export function useFaultRegistrationText() {
  return useCatalogue(TEXT);
}
