import type { Contract } from '@portal/contract';
import { skipToken } from '@tanstack/react-query';

/** A resource word: the key of a router group in the contract (`inspectionApplications`). */
export type ResourceWord = keyof Contract;

/**
 * The keys every resource's factory starts from (docs/architecture.md, "web"): the root is the
 * contract's resource word, so `all` reaches every query of the resource; `lists()` every list
 * (each keyed by its contract query); `detail(id)` one record's queries, and the record's other
 * reads (its inspection side, its history) hang below it, so a change of one record invalidates
 * `detail(id)` and `lists()`.
 */
export function resourceKeys<const W extends ResourceWord>(word: W) {
  return {
    all: [word] as const,
    lists: () => [word, 'list'] as const,
    list: (query: object) => [word, 'list', query] as const,
    details: () => [word, 'detail'] as const,
    detail: (id: string) => [word, 'detail', id] as const,
  };
}

/**
 * The keys of a reviewed service kind (docs/service-registrations.md): the institute's list and its
 * view of one record hang below the unit's, so a change of the record reaches both.
 */
export function reviewedKindKeys<const W extends ResourceWord>(word: W) {
  const keys = resourceKeys(word);
  return {
    ...keys,
    /** The institute's list of every unit's applications. */
    reviewList: (query: object) => [...keys.lists(), 'review', query] as const,
    /** One application as the institute reviews it (the same record, the review's view of it). */
    reviewDetail: (id: string) => [...keys.detail(id), 'review'] as const,
  };
}

/** The request of a read by id, or none without an id (a new record, a page opened without `?id=`). */
export function byId(id: string | null | undefined) {
  return id ? { params: { id } } : skipToken;
}

/** The page shows a failed read itself (QueryView, an empty state): no toast. */
export const SILENT = { silent: true } as const;
