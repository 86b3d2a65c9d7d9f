import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { elevatorUseSignsEn } from './messages-en';
import { elevatorUseSignsZh, type ElevatorUseSignsOwnKey } from './messages-zh';

export type ElevatorUseSignsTextKey = ElevatorUseSignsOwnKey | UiKey;

const TEXT: Catalogue<ElevatorUseSignsOwnKey> = { 'zh-CN': elevatorUseSignsZh, 'en-US': elevatorUseSignsEn };

export function useElevatorUseSignsText() {
  return useCatalogue(TEXT);
}
