import { z } from 'zod/v4';

const ZPageNumber = z.coerce.number().int();

/**
 * The paging fields of a JeeSite `Page`, which its JSON always carries; Java may send them as
 * numbers or numeric strings. A `pageSize` of -1 is JeeSite's "not paged": every row is in the list.
 */
export const ZWirePageMeta = z.object({
  pageNo: ZPageNumber,
  pageSize: ZPageNumber,
  count: ZPageNumber.min(0),
});

/** A JeeSite `Page` of `item`; an unpaged answer's `pageSize` is the number of its rows. */
export function wirePage<T extends z.ZodTypeAny>(item: T) {
  return ZWirePageMeta.extend({ list: z.array(item) }).transform(({ pageSize, list, ...page }) => ({
    ...page,
    pageSize: pageSize < 0 ? list.length : pageSize,
    list,
  }));
}

export type WirePaging = { pageNo: string; pageSize: string; orderBy?: string };

const SORT_FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

function toSnakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

// The platform pastes orderBy into SQL, so only plain identifiers and asc/desc are let through.
function toOrderByTerm(term: string): string {
  const [field = '', direction = 'asc', ...extra] = term.trim().split(':');
  const dir = direction.toLowerCase();
  if (!SORT_FIELD.test(field) || (dir !== 'asc' && dir !== 'desc') || extra.length > 0) {
    throw new Error(`Invalid sort term ${JSON.stringify(term)}: expected field:asc or field:desc`);
  }
  return `${toSnakeCase(field)} ${dir}`;
}

/**
 * JeeSite paging parameters from the clean API's paging: `sort` is `field:dir[,field:dir…]` with
 * camelCase fields (`nextCheckDate:asc` -> `next_check_date asc`); an invalid sort throws.
 */
export function toWirePaging(page: number, pageSize: number, sort?: string): WirePaging {
  const paging: WirePaging = { pageNo: String(page), pageSize: String(pageSize) };
  if (sort === undefined || sort.trim() === '') return paging;
  return { ...paging, orderBy: sort.split(',').map(toOrderByTerm).join(', ') };
}
