import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams } from '../common';
import { ZReissueOutcome, ZReviewState } from '../constants/statuses';
import { requiredText } from '../validation/schemas';
import { ZAttachmentIds } from '../shared-schemas';
import { ZStateQuerySchema } from './interactions';

/** Applications to re-issue a lost or damaged report. */

const c = initContract();

export const ZReissueApplicationSchema = z.object({
  id: z.string(),
  reportNo: z.string(),
  reason: z.string(),
  requestedOutcome: ZReissueOutcome,
  outcome: ZReissueOutcome.nullable(),
  state: ZReviewState,
  appliedAt: ZAnswerDateTime,
  opinion: z.string().nullable(),
  attachmentIds: z.array(z.string()),
  /** The new report's number when the decision re-issued the report (the old one is superseded). */
  issuedReportNo: z.string().nullable(),
});

export type ReissueApplication = z.infer<typeof ZReissueApplicationSchema>;

export const ZReissueApplicationBodySchema = z.object({
  reportNo: requiredText(50),
  reason: requiredText(1000, 'required', 'multiline'),
  requestedOutcome: ZReissueOutcome,
  attachmentIds: ZAttachmentIds,
});

export const reissueApplicationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/reissue-applications',
    query: ZStateQuerySchema,
    responses: { 200: pageOf(ZReissueApplicationSchema) },
    summary: 'Applications to re-issue reports and materials',
    metadata: meta(ACCESS.selfService),
  },
  get: {
    method: 'GET',
    path: '/api/v1/reissue-applications/:id',
    pathParams: ZIdParams,
    responses: { 200: ZReissueApplicationSchema },
    summary: 'One re-issue application',
    metadata: meta(ACCESS.selfService),
  },
  create: {
    method: 'POST',
    path: '/api/v1/reissue-applications',
    body: ZReissueApplicationBodySchema,
    responses: { 201: ZReissueApplicationSchema },
    summary: 'Apply to re-issue a report or get a change note',
    metadata: meta(ACCESS.selfService),
  },
});
