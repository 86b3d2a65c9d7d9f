import { tsr } from '../client';
import { byId, reviewedKindKeys, SILENT } from './query-kit';

export const terminationKeys = reviewedKindKeys('terminations');

/** One of the unit's termination applications (停用报废注销申请); nothing asked without an id. */
export function useTermination(id: string) {
  return tsr.terminations.get.useQuery({ queryKey: terminationKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The same application under the institute's review; nothing asked without an id. */
export function useTerminationReview(id: string) {
  return tsr.terminations.reviewGet.useQuery({ queryKey: terminationKeys.reviewDetail(id), queryData: byId(id), meta: SILENT });
}
