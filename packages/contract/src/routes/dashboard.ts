import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { ZCategoryCode } from '../constants/categories';
import { ZEquipmentUseState } from '../constants/statuses';
import { boundedText } from '../validation/schemas';

/** The work desktop (home): equipment statistics, overview counts and notices. */

const c = initContract();

export const ZCategoryStatisticsSchema = z.object({
  categoryCode: ZCategoryCode,
  categoryName: z.string(),
  total: z.number().int(),
  inUse: z.number().int(),
  overdue: z.number().int(),
  inspectionDue: z.number().int(),
  unqualified: z.number().int(),
});

export const ZEquipmentStatisticsSchema = z.object({
  total: z.number().int(),
  overdue: z.number().int(),
  inspectionDue: z.number().int(),
  unqualified: z.number().int(),
  nonUse: z.number().int(),
  aboutToExpire: z.number().int(),
  byCategory: z.array(ZCategoryStatisticsSchema),
});
export type EquipmentStatistics = z.infer<typeof ZEquipmentStatisticsSchema>;

/** Counts per category and use state, for the overview page. */
export const ZEquipmentOverviewSchema = z.object({
  items: z.array(
    z.object({
      categoryCode: ZCategoryCode,
      useState: ZEquipmentUseState,
      count: z.number().int(),
    }),
  ),
  /** Open applications the home page links to. */
  pending: z.object({
    inspectionApplications: z.number().int(),
    useRegistrations: z.number().int(),
    awaitingPayment: z.number().int(),
  }),
});
export type EquipmentOverview = z.infer<typeof ZEquipmentOverviewSchema>;

export const ZNoticeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  publishedAt: z.string(),
  top: z.boolean(),
});
export const ZNoticeSchema = ZNoticeSummarySchema.extend({
  content: z.string(),
  attachmentIds: z.array(z.string()),
});
export type Notice = z.infer<typeof ZNoticeSchema>;

export const ZNoticeQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  publishedFrom: ZIsoDate.optional(),
  publishedTo: ZIsoDate.optional(),
});

export const dashboardRoutes = c.router({
  statistics: {
    method: 'GET',
    path: '/api/v1/dashboard/statistics',
    responses: { 200: ZEquipmentStatisticsSchema },
    summary: 'Equipment statistics of the unit (home page)',
    metadata: meta('session'),
  },
  overview: {
    method: 'GET',
    path: '/api/v1/dashboard/overview',
    responses: { 200: ZEquipmentOverviewSchema },
    summary: 'Equipment counts per category and use state, and open applications',
    metadata: meta('session'),
  },
});

export const noticeRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/notices',
    query: ZNoticeQuerySchema,
    responses: { 200: pageOf(ZNoticeSummarySchema) },
    summary: 'Notices (articles) of the institute, pinned first then newest',
    metadata: meta('session'),
  },
  get: {
    method: 'GET',
    path: '/api/v1/notices/:id',
    pathParams: ZIdParams,
    responses: { 200: ZNoticeSchema },
    summary: 'One notice with its content',
    metadata: meta('session'),
  },
});
