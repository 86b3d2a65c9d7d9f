import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery, ZText } from '../common';
import { exactFilter, keywordFilter } from '../filter-descriptions';
import { ZReviewState, ZTerminationType } from '../constants/statuses';
import { message } from '../messages';
import { boundedText, requiredText } from '../validation/schemas';
import { rangesInOrder, ZAttachmentIds, ZCommit, ZDecisionBodySchema, ZStateHistoryItemSchema, type DecisionBody } from '../shared-schemas';

/** Termination applications (pemEqmRlvBasic): 停用, 报废, 注销 in one form. */

const c = initContract();

export const ZTerminationSchema = z.object({
  id: z.string(),
  applicationNo: z.string(),
  type: ZTerminationType,
  equipment: z.array(
    z.object({ equipmentId: z.string(), registerCode: z.string(), equipmentName: z.string() }),
  ),
  reason: z.string(),
  stopFrom: ZIsoDate.nullable(),
  stopTo: ZIsoDate.nullable(),
  handler: z.string(),
  state: ZReviewState,
  appliedAt: ZAnswerDateTime.nullable(),
  opinion: z.string().nullable(),
  /** The applying unit (the institute's lists show it). */
  unitName: z.string().nullable(),
});
export type Termination = z.infer<typeof ZTerminationSchema>;

export const ZTerminationDetailSchema = ZTerminationSchema.extend({
  history: z.array(ZStateHistoryItemSchema),
  attachmentIds: z.array(z.string()),
});
export type TerminationDetail = z.infer<typeof ZTerminationDetailSchema>;

export const ZTerminationBodySchema = z
  .object({
    commit: ZCommit,
    type: ZTerminationType,
    equipmentIds: z.array(ZText.min(1).max(64)).min(1, message('required')).max(200),
    reason: requiredText(500, 'required', 'multiline'),
    stopFrom: ZIsoDate.optional(),
    stopTo: ZIsoDate.optional(),
    handler: requiredText(50, 'nameRequired'),
    remark: boundedText(500, 'multiline').default(''),
    attachmentIds: ZAttachmentIds,
  })
  .superRefine(rangesInOrder([['stopFrom', 'stopTo']]))
  .refine((body) => body.type !== 'out_of_service' || body.stopFrom !== undefined, {
    message: message('required'),
    path: ['stopFrom'],
  });
export type TerminationBody = z.input<typeof ZTerminationBodySchema>;

export const ZTerminationQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the application number, the reason, the unit's name, and the equipment's register code and name")),
  type: ZTerminationType.optional().describe(exactFilter('termination type')),
  state: ZReviewState.optional().describe(exactFilter('review state')),
});

/** The institute's decision on a service application: on a pass the equipment's state follows. */
export const ZServiceDecisionBodySchema = ZDecisionBodySchema;
export type ServiceDecisionBody = DecisionBody;

export const terminationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/terminations',
    query: ZTerminationQuerySchema,
    responses: { 200: pageOf(ZTerminationSchema) },
    summary: 'Termination applications of the unit',
    metadata: meta(ACCESS.termination),
  },
  get: {
    method: 'GET',
    path: '/api/v1/terminations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZTerminationDetailSchema },
    summary: 'One termination application (termination-application-detail)',
    metadata: meta(ACCESS.termination),
  },
  create: {
    method: 'POST',
    path: '/api/v1/terminations',
    body: ZTerminationBodySchema,
    responses: { 201: ZTerminationDetailSchema },
    summary: 'Save a termination application; commit=true also submits it',
    metadata: meta(ACCESS.termination),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/terminations/:id',
    pathParams: ZIdParams,
    body: ZTerminationBodySchema,
    responses: { 200: ZTerminationDetailSchema },
    summary: 'Edit a draft or returned termination application; commit=true also submits it',
    metadata: meta(ACCESS.termination),
  },
  reviewList: {
    method: 'GET',
    path: '/api/v1/termination-reviews',
    query: ZTerminationQuerySchema,
    responses: { 200: pageOf(ZTerminationSchema) },
    summary: "Every unit's submitted and decided termination applications, for the institute",
    metadata: meta(ACCESS.inspectionReview),
  },
  reviewGet: {
    method: 'GET',
    path: '/api/v1/termination-reviews/:id',
    pathParams: ZIdParams,
    responses: { 200: ZTerminationDetailSchema },
    summary: 'One termination application, for the institute',
    metadata: meta(ACCESS.inspectionReview),
  },
  decide: {
    method: 'POST',
    path: '/api/v1/termination-reviews/:id/decision',
    pathParams: ZIdParams,
    body: ZServiceDecisionBodySchema,
    responses: { 200: ZTerminationDetailSchema },
    summary: "Approve (the equipment's use or registration state follows) or return a submitted application",
    metadata: meta(ACCESS.inspectionReview),
  },
});
