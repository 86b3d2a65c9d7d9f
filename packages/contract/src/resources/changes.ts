import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, ZAnswerDateTime } from '../common';
import { SERVICE_KINDS, type ServiceKindEntry } from '../constants/service-kinds';

/**
 * The change feed (docs/api.md, "Changes"): what changed in the records the caller may read, after
 * a cursor, oldest first, so a client refreshes what it shows without reloading everything. Each
 * change names the record's resource (a group of this contract) and id, never its content: the
 * client reads the record again. At-least-once: a change may come twice, never not at all while
 * the cursor is within the kept days.
 */

const c = initContract();

/**
 * The resources whose records the feed reports: the contract groups of records a unit owns, in the
 * order the API has always listed them (the enum of `resource`), then every service kind's group
 * not named here: a new kind joins the feed from its `SERVICE_KINDS` entry, never by a line here.
 */
const FEED_RESOURCES = [
  'equipment',
  'pipelines',
  'constructionRecords',
  'useRegistrations',
  'workers',
  'unit',
  'inspectionApplications',
  'reports',
  'reissueApplications',
  'invoices',
  'rescueRegistrations',
  'faultRegistrations',
  'terminations',
  'maintenanceProjects',
  'conformityDeclarations',
  'interactions',
] as const;
type FeedResource = (typeof FEED_RESOURCES)[number] | ServiceKindEntry['resource'];
export const CHANGE_RESOURCES = [...new Set<FeedResource>([...FEED_RESOURCES, ...SERVICE_KINDS.map((kind) => kind.resource)])] as [
  FeedResource,
  ...FeedResource[],
];
export const ZChangeResource = z.enum(CHANGE_RESOURCES);
export type ChangeResource = z.infer<typeof ZChangeResource>;

/** A cursor: a whole number that only grows; 0 is before every change. */
export const ZChangeCursor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const ZChangeSchema = z.object({
  cursor: z.number().int().min(1),
  resource: ZChangeResource,
  id: z.string(),
  /** The unit whose record it is: the caller's own, or any for the institute. */
  unitId: z.string(),
  changedAt: ZAnswerDateTime,
});
export type Change = z.infer<typeof ZChangeSchema>;

export const ZChangeQuerySchema = z.object({
  /** The `next` of the previous answer; absent: from the newest change on (an empty first page). */
  after: ZChangeCursor.optional().describe('Only changes after this cursor: the `next` of the previous answer. Absent: from the newest change on (the first page is empty)'),
  limit: z.coerce.number().int().min(1).max(500).default(100).describe('At most this many changes in one answer, 1 to 500 (default 100)'),
});

export const ZChangePageSchema = z.object({
  items: z.array(ZChangeSchema),
  /** The cursor to ask after next time. */
  next: z.number().int().min(0),
  /** More changes wait beyond this page: ask again at once. */
  more: z.boolean(),
});
export type ChangePage = z.infer<typeof ZChangePageSchema>;

export const changeRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/changes',
    query: ZChangeQuerySchema,
    responses: { 200: ZChangePageSchema },
    summary: 'Changes to the records the caller may read after a cursor, oldest first (at-least-once)',
    metadata: meta('session'),
  },
  stream: {
    method: 'GET',
    path: '/api/v1/changes/stream',
    query: z.object({ after: ZChangeCursor.optional().describe('Resume after this cursor (the last change received); absent: from the newest change on') }),
    responses: { 200: c.otherResponse({ contentType: 'text/event-stream', body: c.type<string>() }) },
    summary: 'The same changes pushed as server-sent events (id = cursor; Last-Event-ID resumes)',
    metadata: meta('session'),
  },
});
