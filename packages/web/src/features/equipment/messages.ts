import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { equipmentEn } from './messages-en';
import { equipmentZh, type EquipmentOwnKey } from './messages-zh';

/** A key of the equipment pages' text: their own, or a shared one of the app's catalogue. */
export type EquipmentTextKey = EquipmentOwnKey | UiKey;

const EQUIPMENT_TEXT: Catalogue<EquipmentOwnKey> = { 'zh-CN': equipmentZh, 'en-US': equipmentEn };

/** The equipment pages' own text in the shell's locale. */
export function useEquipmentText() {
  return useCatalogue(EQUIPMENT_TEXT);
}
