import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const passwordResetAuditKeys = resourceKeys('passwordResetAudits');

/** One password reset application; nothing asked without an id. */
export function usePasswordResetApplication(id: string) {
  return tsr.passwordResetAudits.get.useQuery({ queryKey: passwordResetAuditKeys.detail(id), queryData: byId(id), meta: SILENT });
}
