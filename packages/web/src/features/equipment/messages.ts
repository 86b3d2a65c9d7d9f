import { useCatalogue, type Catalogue } from './common/text';
import { equipmentEn } from './messages-en';
import { equipmentZh, type EquipmentTextKey } from './messages-zh';

export type { EquipmentTextKey } from './messages-zh';

const EQUIPMENT_TEXT: Catalogue<EquipmentTextKey> = { 'zh-CN': equipmentZh, 'en-US': equipmentEn };

/** The equipment pages' own text in the shell's locale. */
export function useEquipmentText() {
  return useCatalogue(EQUIPMENT_TEXT);
}
