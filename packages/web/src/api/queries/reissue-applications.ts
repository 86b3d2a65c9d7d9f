import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const reissueApplicationKeys = resourceKeys('reissueApplications');

/** One of the unit's re-issue applications; nothing asked without an id. */
export function useReissueApplication(id: string) {
  return tsr.reissueApplications.get.useQuery({ queryKey: reissueApplicationKeys.detail(id), queryData: byId(id), meta: SILENT });
}
