import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

/** The institute's side of inspection applications, and of the re-issue applications it decides. */
export const inspectionProcessingKeys = {
  ...resourceKeys('inspectionProcessing'),
  /** Re-issue applications are records of their own (their own ids): a subtree apart. */
  reissues: () => [...inspectionProcessingKeys.all, 'reissues'] as const,
  reissueLists: () => [...inspectionProcessingKeys.reissues(), 'list'] as const,
  reissueList: (query: object) => [...inspectionProcessingKeys.reissueLists(), query] as const,
  reissueDetail: (id: string) => [...inspectionProcessingKeys.reissues(), 'detail', id] as const,
};

/** One application as the institute processes it; nothing asked without an id. */
export function useProcessingApplication(id: string) {
  return tsr.inspectionProcessing.get.useQuery({ queryKey: inspectionProcessingKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** One re-issue application under review; nothing asked without an id. */
export function useReissueReview(id: string) {
  return tsr.inspectionProcessing.reissueGet.useQuery({ queryKey: inspectionProcessingKeys.reissueDetail(id), queryData: byId(id), meta: SILENT });
}
