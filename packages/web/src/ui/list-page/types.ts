import type { RuleName } from '@portal/contract';
import type { ReactNode } from 'react';
import type { SelectOption } from '../option-select';

/**
 * One filter of a list, declared: the filter bar draws it, the URL keeps it, the contract's rules
 * check it. `K` is the URL key (or keys) it stands for, `L` the label key of the page's texts.
 */
export type FilterDef<K extends string = string, L extends string = string> =
  | {
      kind: 'text' | 'number';
      key: K;
      label: L;
      maxLength?: number;
      /** A contract rule the trimmed value must pass (an empty value always passes). */
      rule?: RuleName;
      /** Digits only on a phone keyboard ('number' always). */
      numeric?: boolean;
      placeholder?: L;
      width?: string;
    }
  | { kind: 'option'; key: K; label: L; options: readonly SelectOption[]; width?: string }
  /** Category then sub-type; a list bound to one category offers its sub-types only. */
  | { kind: 'category'; category?: K; subType: K; fixedCategory?: string }
  /** 省 > 市 > 区(县); a chosen area must reach the last level. */
  | { kind: 'area'; key: K; label: L }
  /**
   * An inclusive from-to pair of days (start not after end). Its ends are named 开始日期 /
   * 结束日期, or "<label> 起/止" with `namedEnds` where a bar has several ranges.
   */
  | { kind: 'dateRange'; from: K; to: K; label: L; namedEnds?: boolean };

/** The URL keys a filter stands for. */
export type FilterKeysOf<F> = F extends { key: infer K }
  ? K
  : F extends { from: infer A; to: infer B }
    ? A | B
    : F extends { subType: infer S; category?: infer C }
      ? S | NonNullable<C>
      : never;

export type FilterValues<K extends string = string> = Record<K, string>;

/** The whole list state as the URL holds it. */
export type ListParams<K extends string = string> = { page: number; pageSize: number; sort: string } & FilterValues<K>;

export type ListDefinition<K extends string, Q, L extends string = string> = {
  filters: readonly FilterDef<K, L>[];
  /** Rows per page unless the URL says otherwise (20). */
  pageSize?: number;
  /** The order unless the URL says otherwise ('' is the server's own). */
  sort?: string;
  /** A list that shares its page's URL with another one prefixes its keys: `c` -> `cPage`, `cKeyword`. */
  prefix?: string;
  /** The contract query of a list state. */
  toQuery: (params: ListParams<K>) => Q;
};

/** One column of a list table, declared. */
export type ColumnDef<R, L extends string = string> = {
  key: string;
  header: L;
  cell: (row: R) => ReactNode;
  /** The field the server sorts by when the header is clicked; none means not sortable. */
  sortKey?: string;
  minW?: string;
  width?: string;
  align?: 'start' | 'end';
  /** Long text (names, places) may break; other cells stay on one line. */
  wrap?: boolean;
  mono?: boolean;
};

/** The page's texts for the labels of its filters and columns. */
export type TextOf<L extends string> = (key: L) => string;
