import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const accountKeys = {
  ...resourceKeys('accounts'),
  roles: () => [...accountKeys.all, 'roles'] as const,
};

/** One account; nothing asked without an id. */
export function useAccount(id: string) {
  return tsr.accounts.get.useQuery({ queryKey: accountKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The roles an account may hold. */
export function useAccountRoles() {
  return tsr.accounts.roles.useQuery({ queryKey: accountKeys.roles(), meta: SILENT });
}
