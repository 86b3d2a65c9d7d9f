import { z } from 'zod/v4';
import { wireList, wireRecord, ZWireCount, ZWireOptionalText, ZWireText } from '../wire-values';
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
export const ZWireDashboardOverview = wireRecord({
  dueDays: ZWireCount,
  inspectionDueCount: ZWireCount,
  overdueCount: ZWireCount,
  unqualifiedCount: ZWireCount,
  equipmentCounts: z.array(wireRecord({ equCategory: ZWireText, useState: ZWireText, count: ZWireCount })),
  useRegistDraftCount: ZWireCount,
  useRegistReturnedCount: ZWireCount,
  // The appOnline module's figures; a platform without that module leaves them out.
  appOnlineWaitCount: ZWireCount.optional(),
  appOnlinePayCount: ZWireCount.optional(),
  // The home page's notices come from their own list too: a platform may leave them out here.
  recentArticles: wireList(ZWireNoticeSummary),
});
export type WireDashboardOverview = z.infer<typeof ZWireDashboardOverview>;

/** Counts of `index/eqmStatistics` for the user's unit; they count the same rows as the query views. */
export const ZWireDashboardStatistics = wireRecord({
  total: ZWireCount,
  overdueCount: ZWireCount,
  dueCount: ZWireCount,
  unqualifiedCount: ZWireCount,
  nonUseCount: ZWireCount,
  aboutExpireCount: ZWireCount,
  categoryList: z.array(
    wireRecord({
      equCategory: ZWireText,
      equCategoryName: ZWireOptionalText,
      total: ZWireCount,
      inUseCount: ZWireCount,
      overdueCount: ZWireCount,
      dueCount: ZWireCount,
      unqualifiedCount: ZWireCount,
    }),
  ),
});
export type WireDashboardStatistics = z.infer<typeof ZWireDashboardStatistics>;
