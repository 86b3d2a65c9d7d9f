import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { maintenanceProjectEn } from './messages-en';
import { maintenanceProjectZh, type MaintenanceProjectOwnKey } from './messages-zh';

export type MaintenanceProjectTextKey = MaintenanceProjectOwnKey | UiKey;

const TEXT: Catalogue<MaintenanceProjectOwnKey> = { 'zh-CN': maintenanceProjectZh, 'en-US': maintenanceProjectEn };

export function useMaintenanceProjectText() {
  return useCatalogue(TEXT);
}
