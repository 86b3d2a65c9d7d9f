import { checkRule, type MessageKey } from '@portal/contract';
import { checkAreaSelection } from '../../lib/area-rules';
import { isRangeOrdered } from '../date-picker/iso-date';
import type { FilterDef, FilterValues } from './types';

/** The URL keys of a filter list, in order. */
export function filterKeys<K extends string>(filters: readonly FilterDef<K, string>[]): K[] {
  return filters.flatMap((filter): K[] => {
    switch (filter.kind) {
      case 'dateRange':
        return [filter.from, filter.to];
      case 'category':
        return filter.category ? [filter.category, filter.subType] : [filter.subType];
      default:
        return [filter.key];
    }
  });
}

/** A bar of this many filters or fewer shows them all on a phone. */
const PHONE_SHOWN = 2;

/**
 * Which filters a phone (below md) folds away behind 更多条件 until asked: on a longer bar, every
 * one but the first text filter (a keyword, or else the first filter), so the rows are on the
 * first screen. A filter holding a value is never folded: what is applied stays in sight.
 */
export function phoneFolded<K extends string>(filters: readonly FilterDef<K, string>[], values: FilterValues<K>): boolean[] {
  if (filters.length <= PHONE_SHOWN) return filters.map(() => false);
  const lead = Math.max(0, filters.findIndex((filter) => filter.kind === 'text'));
  return filters.map((filter, index) => index !== lead && filterKeys([filter]).every((key) => (values[key] ?? '') === ''));
}

/** Every filter unset (''), the state of 重置. */
export function filterDefaults<K extends string>(filters: readonly FilterDef<K, string>[]): FilterValues<K> {
  return Object.fromEntries(filterKeys(filters).map((key) => [key, ''])) as FilterValues<K>;
}

/** Only the filter values of a list state (for the editable draft of the bar). */
export function pickFilters<K extends string>(filters: readonly FilterDef<K, string>[], values: FilterValues<K>): FilterValues<K> {
  return Object.fromEntries(filterKeys(filters).map((key) => [key, values[key] ?? ''])) as FilterValues<K>;
}

export type FilterErrors<K extends string = string> = Partial<Record<K, MessageKey>>;

/**
 * Messages of the filter bar, by URL key: each text filter's contract rule, the area selector
 * reaching the last level, and each range's start not after its end (reported on the end).
 */
export function checkFilters<K extends string>(filters: readonly FilterDef<K, string>[], values: FilterValues<K>): FilterErrors<K> {
  const errors: FilterErrors<K> = {};
  for (const filter of filters) {
    if ((filter.kind === 'text' || filter.kind === 'number') && filter.rule) {
      const failed = checkRule(filter.rule, (values[filter.key] ?? '').trim());
      if (failed) errors[filter.key] = failed;
    } else if (filter.kind === 'area') {
      const failed = checkAreaSelection(values[filter.key] ?? '', false);
      if (failed) errors[filter.key] = failed;
    } else if (filter.kind === 'dateRange') {
      if (!isRangeOrdered({ from: values[filter.from] ?? '', to: values[filter.to] ?? '' })) errors[filter.to] = 'dateRange';
    }
  }
  return errors;
}

/**
 * The contract query of a list state: paging, the sort when there is one, and each filled
 * filter trimmed, under its contract name where the URL calls it otherwise (`from` ->
 * `publishedFrom`). Both ends of a date range are sent as typed; the API reads them as inclusive.
 */
export function toListQuery<K extends string>(
  params: { page: number; pageSize: number; sort: string } & FilterValues<K>,
  keys: readonly K[],
  rename: Partial<Record<K, string>> = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, pageSize: params.pageSize };
  if (params.sort) query.sort = params.sort;
  for (const key of keys) {
    const value = (params[key] ?? '').trim();
    if (value !== '') query[rename[key] ?? key] = value;
  }
  return query;
}
