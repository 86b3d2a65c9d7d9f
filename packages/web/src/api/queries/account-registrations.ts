import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const accountRegistrationKeys = resourceKeys('accountRegistrations');

/** One account registration application; nothing asked without an id. */
export function useAccountRegistration(id: string) {
  return tsr.accountRegistrations.get.useQuery({ queryKey: accountRegistrationKeys.detail(id), queryData: byId(id), meta: SILENT });
}
