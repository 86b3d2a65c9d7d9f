import { z } from 'zod';
import { ZWireCount, ZWireOptionalText, ZWireText } from '../wire-values';
import { ZWireNoticeSummary } from './notices';

/** The dashboard's calls (`/a/stone/index/*`): `result` + `errorMsg`, payload under `data`. */
export const DASHBOARD_WIRE_PATHS = {
  overview: '/a/stone/index/overview',
  statistics: '/a/stone/index/eqmStatistics',
} as const;

/**
 * What needs the unit's attention today: equipment in use whose next inspection falls within the
 * coming `dueDays` days or has passed, equipment whose last conclusion failed, applications waiting
 * for the unit (drafts and those returned for correction), inspection applications waiting for it or
 * for its payment, its equipment per category and use state, and the latest notices.
 */
export const ZWireDashboardOverview = z
  .object({
    dueDays: ZWireCount,
    inspectionDueCount: ZWireCount,
    overdueCount: ZWireCount,
    unqualifiedCount: ZWireCount,
    equipmentCounts: z.array(
      z.object({ equCategory: ZWireText, useState: z.string(), count: ZWireCount }).passthrough(),
    ),
    useRegistDraftCount: ZWireCount,
    useRegistReturnedCount: ZWireCount,
    // The appOnline module's figures; a platform without that module leaves them out.
    appOnlineWaitCount: ZWireCount.optional(),
    appOnlinePayCount: ZWireCount.optional(),
    recentArticles: z.array(ZWireNoticeSummary),
  })
  .passthrough();
export type WireDashboardOverview = z.infer<typeof ZWireDashboardOverview>;

/** Counts of `index/eqmStatistics` for the user's unit; they count the same rows as the query views. */
export const ZWireDashboardStatistics = z
  .object({
    total: z.coerce.number(),
    overdueCount: z.coerce.number(),
    dueCount: z.coerce.number(),
    unqualifiedCount: z.coerce.number(),
    nonUseCount: z.coerce.number(),
    aboutExpireCount: z.coerce.number(),
    categoryList: z.array(
      z
        .object({
          equCategory: ZWireText,
          equCategoryName: ZWireOptionalText,
          total: z.coerce.number(),
          inUseCount: z.coerce.number(),
          overdueCount: z.coerce.number(),
          dueCount: z.coerce.number(),
          unqualifiedCount: z.coerce.number(),
        })
        .passthrough(),
    ),
  })
  .passthrough();
export type WireDashboardStatistics = z.infer<typeof ZWireDashboardStatistics>;
