import { skipToken, useQuery } from '@tanstack/react-query';
import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

/** Choices: one page as large as the API gives. */
const CHOICES = { pageSize: 200 };
const ELEVATORS = { categoryCode: '3000', pageSize: 200 } as const;

export const equipmentKeys = {
  ...resourceKeys('equipment'),
  /** The change applications of one file. */
  changes: (id: string) => [...equipmentKeys.detail(id), 'changes'] as const,
  /** Several files read at once (the equipment an inspection application opens with). */
  selection: (ids: readonly string[]) => [...equipmentKeys.all, 'selection', ids] as const,
};

/** One equipment file (`GET /api/v1/equipment/:id`); nothing asked without an id. */
export function useEquipment(id: string) {
  return tsr.equipment.get.useQuery({ queryKey: equipmentKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The change applications of one file. */
export function useEquipmentChanges(id: string) {
  return tsr.equipment.changes.useQuery({ queryKey: equipmentKeys.changes(id), queryData: { params: { id } }, meta: SILENT });
}

/** The unit's equipment to choose from; `asked` false asks nothing (the role may not see equipment). */
export function useEquipmentChoices(asked = true) {
  return tsr.equipment.list.useQuery({
    queryKey: equipmentKeys.list(CHOICES),
    queryData: asked ? { query: CHOICES } : skipToken,
    meta: SILENT,
    staleTime: 60_000,
  });
}

/** The unit's elevators (category 3000) to choose from. */
export function useElevatorChoices() {
  return tsr.equipment.list.useQuery({ queryKey: equipmentKeys.list(ELEVATORS), queryData: { query: ELEVATORS }, meta: SILENT, staleTime: 60_000 });
}

/** The files of `ids`, those that can be read (a file gone or out of reach is left out). */
export function useEquipmentSelection(ids: readonly string[]) {
  return useQuery({
    queryKey: equipmentKeys.selection(ids),
    enabled: ids.length > 0,
    queryFn: async () => {
      const found = await Promise.all(ids.map((id) => tsr.equipment.get.query({ params: { id } }).catch(() => null)));
      return found.flatMap((response) => (response && response.status === 200 ? [response.body] : []));
    },
  });
}
