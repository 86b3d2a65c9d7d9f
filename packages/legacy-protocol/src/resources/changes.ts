import { z } from 'zod/v4';

/**
 * The platform's change log (docs/api.md, "Changes"): each write to a record a unit owns, in the
 * contract's resource word, after a cursor that only grows. `list` is scoped like every read (a
 * unit's own changes; every unit's for a role holding `inspection:review`); `feed` is every unit's
 * for the gateway's one poller and answers only on a platform that requires `X-Platform-Secret`.
 */
export const CHANGE_WIRE_PATHS = {
  list: '/a/stone/changes/listData',
  feed: '/a/stone/changes/feed',
} as const;

export const CHANGE_MESSAGES = {
  after: '游标参数不正确',
  feedClosed: '平台未配置网关共享密钥，不提供全部单位的变更',
} as const;

/** At most this many changes per answer. */
export const MAX_CHANGES_PAGE = 500;

export const ZWireChange = z.object({
  cursor: z.number().int().nonnegative(),
  unitId: z.string(),
  resource: z.string(),
  id: z.string(),
  changedAt: z.string(),
});
export type WireChange = z.infer<typeof ZWireChange>;

/**
 * One page after a cursor: `next` is the cursor to ask after next time (the last row's, or the one
 * asked for when none came), `more` whether rows are left beyond this page, `head` the newest cursor
 * of the whole log (where a reader with no cursor starts), `scope` whose changes the caller sees.
 */
export const ZWireChangePage = z.object({
  list: z.array(ZWireChange),
  next: z.number().int().nonnegative(),
  more: z.boolean(),
  head: z.number().int().nonnegative(),
  scope: z.object({ unitId: z.string().nullable(), all: z.boolean() }),
});
export type WireChangePage = z.infer<typeof ZWireChangePage>;

/** The query of both paths: `after` a cursor (none: from the start of what is kept), at most `pageSize` rows. */
export type WireChangeQuery = { after?: string; pageSize?: string };
