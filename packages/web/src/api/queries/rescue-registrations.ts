import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const rescueRegistrationKeys = resourceKeys('rescueRegistrations');

/** One rescue registration; nothing asked without an id. */
export function useRescueRegistration(id: string) {
  return tsr.rescueRegistrations.get.useQuery({ queryKey: rescueRegistrationKeys.detail(id), queryData: byId(id), meta: SILENT });
}
