import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta } from '../common';
import { ZCategoryCode } from '../constants/categories';
import { ZEquipmentUseState } from '../constants/statuses';

/** The dashboard (the work desktop): equipment statistics and the overview counts. */

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
