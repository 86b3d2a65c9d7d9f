import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const useRegistrationKeys = {
  ...resourceKeys('useRegistrations'),
  kinds: () => [...useRegistrationKeys.all, 'kinds'] as const,
};

/** One use registration application; nothing asked without an id. */
export function useUseRegistration(id: string) {
  return tsr.useRegistrations.get.useQuery({ queryKey: useRegistrationKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The kinds the platform offers today; they change with a release, not during a visit. */
export function useUseRegistrationKinds() {
  return tsr.useRegistrations.kinds.useQuery({ queryKey: useRegistrationKeys.kinds(), meta: SILENT, staleTime: Infinity });
}
