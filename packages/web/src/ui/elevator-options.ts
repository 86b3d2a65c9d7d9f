import { tsr } from '../api/client';
import type { SelectOption } from './option-select';

const ELEVATORS = '3000';

/** The unit's elevators as options by registration code (`1号客梯 · 曳引驱动乘客电梯 · 3110…`). */
export function useElevatorOptions(): readonly SelectOption[] {
  const elevators = tsr.equipment.list.useQuery({
    queryKey: ['equipment', 'elevators'],
    queryData: { query: { categoryCode: ELEVATORS, pageSize: 200 } },
    meta: { silent: true },
    staleTime: 60_000,
  });
  return (elevators.data?.body.items ?? [])
    .filter((item) => item.registerCode)
    .map((item) => ({ code: item.registerCode, label: [item.unitInternalNo, item.name, item.registerCode].filter(Boolean).join(' · ') }));
}
