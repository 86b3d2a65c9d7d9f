import { z } from 'zod';
import type { RouteAccess } from './access';
import { parseApiDateTime } from './date-time';
import { message } from './messages';
import { FIELD_ERROR_CODES, PROBLEM_TYPE_SLUGS, problemTypeUri } from './problem-types';

/** RFC 9457 problem details, the body of every error answer of the gateway. */
export const ZProblemSchema = z.object({
  type: z
    .string()
    .describe(
      `The cause, stable: ${PROBLEM_TYPE_SLUGS.map(problemTypeUri).join(', ')}. ` +
        'More may be added; treat an unknown one by its status (docs/api.md, "Errors").',
    ),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  requestId: z.string().optional(),
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.string().describe(`Stable: ${FIELD_ERROR_CODES.join(', ')}; more may be added.`),
      }),
    )
    .optional(),
});
export type Problem = z.infer<typeof ZProblemSchema>;

/** Error answers every route may give; listed once so OpenAPI shows them everywhere. */
export const problemResponses = {
  400: ZProblemSchema,
  401: ZProblemSchema,
  403: ZProblemSchema,
  404: ZProblemSchema,
  409: ZProblemSchema,
  413: ZProblemSchema,
  422: ZProblemSchema,
  429: ZProblemSchema,
  501: ZProblemSchema,
  502: ZProblemSchema,
  503: ZProblemSchema,
  504: ZProblemSchema,
} as const;

/** Route metadata read by the gateway's access check and by the OpenAPI document. */
export type RouteMeta = { access: RouteAccess };
export const meta = (access: RouteAccess): RouteMeta => ({ access });

/**
 * Text of a request. No request string may carry a control character (C0, DEL, C1): a NUL breaks
 * the platform, and none belongs in the portal's data. Multi-line text (remarks, reasons, error
 * messages) may hold tab, line feed and carriage return. Every string of every request schema is
 * built on `text()` (contract.test.ts walks the routes to prove it).
 */
const LINE_TEXT = /^\P{Cc}*$/u;
const MULTILINE_TEXT = /^(?:[\t\n\r]|\P{Cc})*$/u;

export type TextLines = 'single' | 'multiline';

/** A string that refuses control characters; `params` as `z.string` takes them (required_error, …). */
export function text(lines: TextLines = 'single', params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(lines === 'multiline' ? MULTILINE_TEXT : LINE_TEXT, message('controlCharacters'));
}

/** Single-line request text. */
export const ZText = text();

/**
 * A record id in a path: JeeSite's ids are numbers, dash-less UUIDs or other word characters, so
 * `..`, `/` and anything else that could move a platform path is refused.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ZId = text().regex(ID_PATTERN, message('invalidId'));

export const ZIsoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, message('isoDate'));

/**
 * A time in a request: RFC 3339 with `Z` or an offset, or the local form `yyyy-MM-dd HH:mm:ss`
 * (also without seconds or time) read as Asia/Shanghai time. The handler gets the text as sent;
 * the gateway writes it in the platform's form (`shanghaiDateTime`).
 */
export const REQUEST_DATE_TIME_DESCRIPTION =
  'RFC 3339 date-time with Z or an offset (2026-11-23T07:50:00.000Z, 2026-11-23T15:50:00+08:00), or Beijing time ' +
  '(Asia/Shanghai, UTC+8) without an offset, yyyy-MM-dd HH:mm:ss (2026-11-29 09:00:00)';
export const ZIsoDateTime = text()
  .refine((value) => parseApiDateTime(value) !== null, message('dateTime'))
  .describe(REQUEST_DATE_TIME_DESCRIPTION);

/** The OpenAPI document adds the pattern and an example to schemas with this description. */
export const ANSWER_DATE_TIME_DESCRIPTION =
  'Beijing time (Asia/Shanghai, UTC+8) without an offset, yyyy-MM-dd HH:mm:ss (2026-11-29 09:00:00 is 2026-11-29T01:00:00Z)';
/** A time in an answer: Asia/Shanghai local time, `yyyy-MM-dd HH:mm:ss`, as the platform writes it. */
export const ZAnswerDateTime = z.string().describe(ANSWER_DATE_TIME_DESCRIPTION);

/** `?page=1&pageSize=20&sort=field:desc` of every list. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('Page number, from 1'),
  pageSize: z.coerce.number().int().min(1).max(200).default(20).describe('Items per page, 1 to 200'),
  sort: text()
    .regex(/^[A-Za-z][A-Za-z0-9]*:(asc|desc)$/, message('sortFormat'))
    .optional()
    .describe('Sort order as field:asc or field:desc'),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** `:id` of every route with one. */
export const ZIdParams = z.object({ id: ZId.describe("The record's id (letters, digits, _ and -, at most 64)") });
