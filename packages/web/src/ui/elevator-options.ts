import { useElevatorChoices } from '../api/queries/equipment';
import type { SelectOption } from './option-select';

/** The unit's elevators as options by registration code (`1号客梯 · 曳引驱动乘客电梯 · 3110…`). */
export function useElevatorOptions(): readonly SelectOption[] {
  const elevators = useElevatorChoices();
  return (elevators.data?.body.items ?? [])
    .filter((item) => item.registerCode)
    .map((item) => ({ code: item.registerCode, label: [item.unitInternalNo, item.name, item.registerCode].filter(Boolean).join(' · ') }));
}
