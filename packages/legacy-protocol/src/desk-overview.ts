import { z } from 'zod';
import { ZWireArticleSummary } from './articles';
import { ZRecordCount, ZRecordText } from './record-values';

/** The work desktop's figures: `index/overview` (`result` + `errorMsg`, payload under `data`). */
export const DESK_OVERVIEW_PATH = '/a/stone/index/overview';

/**
 * What needs the unit's attention today: equipment in use whose next inspection falls within the
 * coming `dueDays` days or has passed, equipment whose last conclusion failed, applications waiting
 * for the unit (drafts and those returned for correction), inspection applications waiting for it or
 * for its payment, its equipment per category and use state, and the latest notices.
 */
export const ZWireDeskOverview = z
  .object({
    dueDays: ZRecordCount,
    inspectionDueCount: ZRecordCount,
    overdueCount: ZRecordCount,
    unqualifiedCount: ZRecordCount,
    equipmentCounts: z.array(
      z.object({ equCategory: ZRecordText, useState: z.string(), count: ZRecordCount }).passthrough(),
    ),
    useRegistDraftCount: ZRecordCount,
    useRegistReturnedCount: ZRecordCount,
    // The appOnline module's figures; a platform without that module leaves them out.
    appOnlineWaitCount: ZRecordCount.optional(),
    appOnlinePayCount: ZRecordCount.optional(),
    recentArticles: z.array(ZWireArticleSummary),
  })
  .passthrough();
export type WireDeskOverview = z.infer<typeof ZWireDeskOverview>;
