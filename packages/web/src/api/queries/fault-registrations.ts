import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const faultRegistrationKeys = resourceKeys('faultRegistrations');

/** One fault registration; nothing asked without an id. */
export function useFaultRegistration(id: string) {
  return tsr.faultRegistrations.get.useQuery({ queryKey: faultRegistrationKeys.detail(id), queryData: byId(id), meta: SILENT });
}
