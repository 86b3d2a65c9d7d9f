import type { QueryValue } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/v4';
import type { GatewayContext } from '../context';
import { fetchPage } from '../legacy/paged-list';
import type { SortFields } from '../legacy/wire-values';
import type { SessionReply } from '../session/cookie';
import { answer, platformSession } from './respond';

/** The clean API's paging and sort, which every list query carries (the contract's `ZPageQuery`). */
export type PageQuery = { page: number; pageSize: number; sort?: string | undefined };

type WirePageSchema = z.ZodType<{ list: unknown[]; count: number; pageNo: number; pageSize: number }>;

/** One platform list as a contract route: where it is, how it sorts, and its own filters and rows. */
export type ListSpec<Q extends PageQuery, S extends WirePageSchema, T> = {
  /** The list's wire path, or the query's when a view of the list picks its endpoint. */
  path: string | ((query: Q) => string);
  /** The clean sort fields by their wire names; any other field is a 400. */
  sortFields: SortFields;
  /** The list's own filters in the wire's words (the request for what depends on it, e.g. the portal's origin); paging and sort are `fetchPage`'s. */
  filters: (query: Q, request: FastifyRequest) => Record<string, QueryValue>;
  /** The page's wire schema, `wirePage(row)`, and a row as the contract's item. */
  schema: S;
  map: (row: z.infer<S>['list'][number]) => T;
  refusals?: Readonly<Record<string, number>>;
};

/**
 * The handler of a list route: the contract's query as one `fetchPage` call, answered as the
 * clean page or the problem. Every list resource that is a plain platform page uses it.
 */
export function listRoute<Q extends PageQuery, S extends WirePageSchema, T>(ctx: GatewayContext, spec: ListSpec<Q, S, T>) {
  return async ({ query, request, reply }: { query: Q; request: FastifyRequest; reply: SessionReply }) => {
    const { page, pageSize, sort } = query;
    const found = await fetchPage(ctx, platformSession(request), {
      path: typeof spec.path === 'string' ? spec.path : spec.path(query),
      paging: { page, pageSize, sort },
      sortFields: spec.sortFields,
      query: spec.filters(query, request),
      schema: spec.schema,
      map: spec.map,
      ...(spec.refusals ? { refusals: spec.refusals } : {}),
    });
    return answer(ctx, request, reply, 200, found);
  };
}
