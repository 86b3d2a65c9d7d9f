import { tsr } from '../client';
import { resourceKeys, SILENT } from './query-kit';

/** The first hundred of the unit's elevators, to declare one. */
const OPTIONS = { pageSize: 100 };

export const elevatorUseSignKeys = {
  ...resourceKeys('elevatorUseSigns'),
  /** An elevator's public status, read from its sign's QR code (no session). */
  publicStatus: (code: string) => [...elevatorUseSignKeys.all, 'publicStatus', code] as const,
};

/** The unit's elevators with their use signs, to choose one from. */
export function useElevatorSignOptions() {
  return tsr.elevatorUseSigns.list.useQuery({ queryKey: elevatorUseSignKeys.list(OPTIONS), queryData: { query: OPTIONS }, meta: SILENT });
}
