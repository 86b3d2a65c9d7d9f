import { z } from 'zod';
import type { RouteAccess } from './access';

/** RFC 9457 problem details, the body of every error answer of the gateway. */
export const ZProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
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
  429: ZProblemSchema,
  501: ZProblemSchema,
  502: ZProblemSchema,
  504: ZProblemSchema,
} as const;

/** Route metadata read by the gateway's access check and by the OpenAPI document. */
export type RouteMeta = { access: RouteAccess };
export const meta = (access: RouteAccess): RouteMeta => ({ access });

export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd');
export const ZIsoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, '时间格式应为 yyyy-MM-dd HH:mm:ss');

/** `?page=1&pageSize=20&sort=field:desc` of every list. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*:(asc|desc)$/, '排序格式应为 字段:asc 或 字段:desc')
    .optional(),
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

export const ZIdParams = z.object({ id: z.string().min(1).max(64) });
