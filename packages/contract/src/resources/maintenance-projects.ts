import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { ZMaintenanceProjectKind, ZReviewState } from '../constants/statuses';
import { message } from '../messages';
import { boundedText, requiredText } from '../validation/schemas';
import { rangesInOrder, ZAttachmentIds, ZCommit, ZStateHistoryItemSchema } from '../shared-schemas';
import { ZServiceDecisionBodySchema } from './terminations';

/** Maintenance project applications (epPemMaiprojApply): 改造 / 修理 / 维保 notices. */

const c = initContract();

export const ZMaintenanceProjectSchema = z.object({
  id: z.string(),
  applicationNo: z.string(),
  kind: ZMaintenanceProjectKind,
  equipment: z.array(
    z.object({ equipmentId: z.string(), registerCode: z.string(), equipmentName: z.string() }),
  ),
  constructionUnit: z.string(),
  licenseNo: z.string(),
  noticeDate: ZIsoDate.nullable(),
  plannedCompletionDate: ZIsoDate.nullable(),
  state: ZReviewState,
  appliedAt: ZAnswerDateTime.nullable(),
  opinion: z.string().nullable(),
  unitName: z.string().nullable(),
});
export type MaintenanceProject = z.infer<typeof ZMaintenanceProjectSchema>;

export const ZMaintenanceProjectDetailSchema = ZMaintenanceProjectSchema.extend({
  content: z.string(),
  history: z.array(ZStateHistoryItemSchema),
  attachmentIds: z.array(z.string()),
});
export type MaintenanceProjectDetail = z.infer<typeof ZMaintenanceProjectDetailSchema>;

export const ZMaintenanceProjectBodySchema = z
  .object({
    commit: ZCommit,
    kind: ZMaintenanceProjectKind,
    equipmentIds: z.array(ZText.min(1).max(64)).min(1, message('required')).max(200),
    constructionUnit: requiredText(100),
    licenseNo: requiredText(50),
    noticeDate: ZIsoDate,
    plannedCompletionDate: ZIsoDate.optional(),
    content: boundedText(2000, 'multiline').default(''),
    attachmentIds: ZAttachmentIds,
  })
  .superRefine(rangesInOrder([['noticeDate', 'plannedCompletionDate']]));
export type MaintenanceProjectBody = z.input<typeof ZMaintenanceProjectBodySchema>;

export const ZMaintenanceProjectQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the application number, the construction unit, the unit's name, and the equipment's register code and name")),
  kind: ZMaintenanceProjectKind.optional().describe(exactFilter('project kind')),
  state: ZReviewState.optional().describe(exactFilter('review state')),
  noticeDateFrom: ZIsoDate.optional().describe(fromDayFilter('notice date')),
  noticeDateTo: ZIsoDate.optional().describe(toDayFilter('notice date')),
}).superRefine(rangesInOrder([['noticeDateFrom', 'noticeDateTo']]));

export const maintenanceProjectRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/maintenance-projects',
    query: ZMaintenanceProjectQuerySchema,
    responses: { 200: pageOf(ZMaintenanceProjectSchema) },
    summary: 'Maintenance project applications of the unit',
    metadata: meta(ACCESS.maintenance),
  },
  get: {
    method: 'GET',
    path: '/api/v1/maintenance-projects/:id',
    pathParams: ZIdParams,
    responses: { 200: ZMaintenanceProjectDetailSchema },
    summary: 'One maintenance project application (maintenance-pro-apply-detail)',
    metadata: meta(ACCESS.maintenance),
  },
  create: {
    method: 'POST',
    path: '/api/v1/maintenance-projects',
    body: ZMaintenanceProjectBodySchema,
    responses: { 201: ZMaintenanceProjectDetailSchema },
    summary: 'Save a maintenance project application; commit=true also submits it',
    metadata: meta(ACCESS.maintenance),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/maintenance-projects/:id',
    pathParams: ZIdParams,
    body: ZMaintenanceProjectBodySchema,
    responses: { 200: ZMaintenanceProjectDetailSchema },
    summary: 'Edit a draft or returned application; commit as in create',
    metadata: meta(ACCESS.maintenance),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/maintenance-projects/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a draft application',
    metadata: meta(ACCESS.maintenance),
  },
  reviewList: {
    method: 'GET',
    path: '/api/v1/maintenance-project-reviews',
    query: ZMaintenanceProjectQuerySchema,
    responses: { 200: pageOf(ZMaintenanceProjectSchema) },
    summary: "Every unit's submitted and decided maintenance project applications, for the institute",
    metadata: meta(ACCESS.inspectionReview),
  },
  reviewGet: {
    method: 'GET',
    path: '/api/v1/maintenance-project-reviews/:id',
    pathParams: ZIdParams,
    responses: { 200: ZMaintenanceProjectDetailSchema },
    summary: 'One maintenance project application, for the institute',
    metadata: meta(ACCESS.inspectionReview),
  },
  decide: {
    method: 'POST',
    path: '/api/v1/maintenance-project-reviews/:id/decision',
    pathParams: ZIdParams,
    body: ZServiceDecisionBodySchema,
    responses: { 200: ZMaintenanceProjectDetailSchema },
    summary: 'Approve or return (with an opinion) a submitted application',
    metadata: meta(ACCESS.inspectionReview),
  },
});
