import { contract } from '@portal/contract';
import type { EquipmentFilters } from './filters';

/** The Excel export of the whole filtered list: the list's filters, no paging. */
export function exportUrl(filters: EquipmentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${contract.equipment.export.path}?${params.toString()}`;
}
