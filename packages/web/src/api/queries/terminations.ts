import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const terminationKeys = {
  ...resourceKeys('terminations'),
  /** The institute's list of every unit's applications. */
  reviewList: (query: object) => [...terminationKeys.lists(), 'review', query] as const,
  /** One application as the institute reviews it (the same record, the review's view of it). */
  reviewDetail: (id: string) => [...terminationKeys.detail(id), 'review'] as const,
};

/** One of the unit's termination applications (停用报废注销申请); nothing asked without an id. */
export function useTermination(id: string) {
  return tsr.terminations.get.useQuery({ queryKey: terminationKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The same application under the institute's review; nothing asked without an id. */
export function useTerminationReview(id: string) {
  return tsr.terminations.reviewGet.useQuery({ queryKey: terminationKeys.reviewDetail(id), queryData: byId(id), meta: SILENT });
}
