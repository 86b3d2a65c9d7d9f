import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const noticeKeys = resourceKeys('notices');

const RECENT = { page: 1, pageSize: 5 };

/** The five latest notices of either desk. */
export const RECENT_NOTICES_QUERY = { queryKey: noticeKeys.list(RECENT), queryData: { query: RECENT }, meta: SILENT } as const;

/** One notice; nothing asked without an id. */
export function useNotice(id: string) {
  return tsr.notices.get.useQuery({ queryKey: noticeKeys.detail(id), queryData: byId(id), meta: SILENT });
}
