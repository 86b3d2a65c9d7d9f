import { CONSTRUCTION_KINDS, REVIEW_STATES, type ZConstructionRecordQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList, listDefaults, type FilterDef, type ListParams } from '../../ui/list-page';
import { isRangeOrdered } from '../../ui/date-picker/iso-date';
import type { ConstructionRecordTextKey } from './messages';

export type ConstructionQuery = z.input<typeof ZConstructionRecordQuerySchema>;
type ConstructionFilterKey = 'keyword' | 'kind' | 'state' | 'from' | 'to';

export const CONSTRUCTION_FILTERS: readonly FilterDef<ConstructionFilterKey, ConstructionRecordTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'query.keyword', maxLength: 100 },
  { kind: 'option', key: 'kind', label: 'construction.kind', options: CONSTRUCTION_KINDS, width: '36' },
  { kind: 'option', key: 'state', label: 'common.state', options: REVIEW_STATES, width: '36' },
  { kind: 'dateRange', from: 'from', to: 'to', label: 'construction.noticeDate' },
];

/** The panel shares its page's URL, so its keys carry a `c` prefix (`cPage`, `cKind`, `cFrom`). */
export const CONSTRUCTION_LIST = defineList<ConstructionQuery, ConstructionFilterKey, ConstructionRecordTextKey>({
  filters: CONSTRUCTION_FILTERS,
  pageSize: 10,
  sort: 'updatedAt:desc',
  prefix: 'c',
  rename: { from: 'noticeDateFrom', to: 'noticeDateTo' },
});
export const toConstructionQuery = (params: ListParams<ConstructionFilterKey>): ConstructionQuery => CONSTRUCTION_LIST.toQuery(params);
export const CONSTRUCTION_LIST_DEFAULTS = listDefaults(CONSTRUCTION_LIST);

export function constructionRangeInvalid(params: { from: string; to: string }): boolean {
  return !isRangeOrdered(params);
}
