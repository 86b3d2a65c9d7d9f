import type { z } from 'zod';
import type { ZConstructionRecordQuerySchema } from '@portal/contract';

/** The panel shares its page's URL, so its keys carry a `c` prefix. */
export const CONSTRUCTION_LIST_DEFAULTS = { cPage: 1, cPageSize: 10, cKeyword: '', cKind: '', cState: '', cFrom: '', cTo: '' };
export type ConstructionListParams = typeof CONSTRUCTION_LIST_DEFAULTS;
export type ConstructionQuery = z.input<typeof ZConstructionRecordQuerySchema>;

export function toConstructionQuery(params: ConstructionListParams): ConstructionQuery {
  const query: Record<string, string | number> = { page: params.cPage, pageSize: params.cPageSize, sort: 'updatedAt:desc' };
  const filters: Array<[string, string]> = [
    ['keyword', params.cKeyword.trim()],
    ['kind', params.cKind],
    ['state', params.cState],
    ['noticeDateFrom', params.cFrom],
    ['noticeDateTo', params.cTo],
  ];
  for (const [key, value] of filters) if (value) query[key] = value;
  return query as ConstructionQuery;
}

export function constructionRangeInvalid(params: Pick<ConstructionListParams, 'cFrom' | 'cTo'>): boolean {
  return params.cFrom !== '' && params.cTo !== '' && params.cFrom > params.cTo;
}
