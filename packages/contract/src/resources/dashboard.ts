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

/**
 * The institute's desk: applications waiting and decisions taken today (Asia/Shanghai). A figure the
 * current role may not see (its menu lacks the audit) is null.
 */
export const ZInstituteDeskSchema = z.object({
  registrationsWaiting: z.number().int().nullable(),
  resetsWaiting: z.number().int().nullable(),
  decidedToday: z.number().int(),
});

export type InstituteDesk = z.infer<typeof ZInstituteDeskSchema>;

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
  institute: {
    method: 'GET',
    path: '/api/v1/dashboard/institute',
    responses: { 200: ZInstituteDeskSchema },
    summary: "The institute's desk figures: registrations and password resets waiting, decisions taken today",
    metadata: meta('session'),
  },
});
