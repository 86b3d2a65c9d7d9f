import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const constructionRecordKeys = {
  ...resourceKeys('constructionRecords'),
  /** The institute's opinion on one record. */
  opinion: (id: string) => [...constructionRecordKeys.detail(id), 'opinion'] as const,
};

/** One construction record (施工告知); nothing asked without an id. */
export function useConstructionRecord(id: string | null) {
  return tsr.constructionRecords.get.useQuery({ queryKey: constructionRecordKeys.detail(id ?? ''), queryData: byId(id), meta: SILENT });
}

/** The institute's opinion on one record; nothing asked without an id. */
export function useConstructionOpinion(id: string | null) {
  return tsr.constructionRecords.opinion.useQuery({ queryKey: constructionRecordKeys.opinion(id ?? ''), queryData: byId(id), meta: SILENT });
}

/** The unit's construction records to name on a supervision inspection (at most 200). */
export function useConstructionRecordChoices(enabled: boolean) {
  const query = { page: 1, pageSize: 200 };
  return tsr.constructionRecords.list.useQuery({ queryKey: [...constructionRecordKeys.all, 'choices'], queryData: { query }, enabled, meta: SILENT });
}
