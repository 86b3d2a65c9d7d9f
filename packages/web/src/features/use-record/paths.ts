/** Route paths of spec section 2 for use registration. */
export const USE_RECORD_QUERY_PATH = '/use-record/query';
export const USE_RECORD_APPLY_PATH = '/use-record/apply';

export function useRecordDetailPath(id: string): string {
  return `/use-record/detail?id=${encodeURIComponent(id)}`;
}

/** The apply page, for a new application or to continue a draft or returned one. */
export function useRecordApplyPath(id?: string): string {
  return id ? `${USE_RECORD_APPLY_PATH}?id=${encodeURIComponent(id)}` : USE_RECORD_APPLY_PATH;
}

/** The query list filtered to one state (the work desktop links here). */
export function useRecordQueryPath(state?: string): string {
  return state ? `${USE_RECORD_QUERY_PATH}?state=${encodeURIComponent(state)}` : USE_RECORD_QUERY_PATH;
}
