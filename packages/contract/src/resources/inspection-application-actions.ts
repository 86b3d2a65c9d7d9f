import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, ZAnswerDateTime, ZIdParams } from '../common';
import { boundedText, requiredText } from '../validation/schemas';
import { xlsxResponse, ZAttachmentIds } from '../shared-schemas';
import { ZInspectionApplicationDetailSchema, ZInspectionApplicationQuerySchema } from './inspection-application-schemas';
import { ZInspectionApplicationInspectionSchema } from './inspection-applications';

/**
 * Inspection application routes beside the original group: the unit cancels an application, issues
 * the site contact's authorisation link, answers an opinion notice with its rectification, and the
 * public onlineApply page opens the one application the code names (docs/inspection-applications.md).
 */

const c = initContract();

export const ZAuthCodeIssuedSchema = z.object({
  authCode: z.string(),
  /** The public page's path with the code, e.g. /onlineApply?authCode=… */
  link: z.string(),
  expiresAt: ZAnswerDateTime,
  /** When the link was texted to the site contact (null: the application names no mobile). */
  sentAt: ZAnswerDateTime.nullable().default(null),
  /** Seconds until another link may be sent. */
  resendAfterSeconds: z.number().int().nonnegative().default(0),
});
export type AuthCodeIssued = z.infer<typeof ZAuthCodeIssuedSchema>;

export const ZCancelApplicationBodySchema = z.object({ reason: boundedText(200).default('') });

/** 整改反馈: what the unit put right after the opinion notice, and the files that show it (photos, invoices of repairs). */
export const ZRectificationBodySchema = z.object({
  content: requiredText(1000, 'required', 'multiline'),
  attachmentIds: ZAttachmentIds,
});
export type RectificationBody = z.input<typeof ZRectificationBodySchema>;

export const inspectionApplicationActionRoutes = c.router({
  cancel: {
    method: 'POST',
    path: '/api/v1/inspection-applications/:id/cancel',
    pathParams: ZIdParams,
    body: ZCancelApplicationBodySchema,
    responses: { 200: ZInspectionApplicationDetailSchema },
    summary: 'Cancel an application not yet paid (draft, submitted, returned, awaiting payment)',
    metadata: meta(ACCESS.inspectionApply),
  },
  acceptFee: {
    method: 'POST',
    path: '/api/v1/inspection-applications/:id/fee-acceptance',
    pathParams: ZIdParams,
    body: z.object({}).default({}),
    responses: { 200: ZInspectionApplicationDetailSchema },
    summary: 'Accept the fee pre-review changed (see `feeChange`); an application whose fee changed is paid only after this',
    metadata: meta(ACCESS.inspectionApply),
  },
  rectify: {
    method: 'POST',
    path: '/api/v1/inspection-applications/:id/rectification',
    pathParams: ZIdParams,
    body: ZRectificationBodySchema,
    responses: { 200: ZInspectionApplicationInspectionSchema },
    summary: '整改反馈: answer the opinion notice of a failed inspection; the institute then schedules the re-inspection',
    metadata: meta(ACCESS.inspectionApply),
  },
  issueAuthCode: {
    method: 'POST',
    path: '/api/v1/inspection-applications/:id/auth-code',
    pathParams: ZIdParams,
    body: z.object({}).default({}),
    responses: { 201: ZAuthCodeIssuedSchema },
    summary: 'Issue the site contact an authorisation link for a draft or returned application (texted to them)',
    metadata: meta(ACCESS.inspectionApply),
  },
  export: {
    method: 'GET',
    path: '/api/v1/inspection-applications/export',
    query: ZInspectionApplicationQuerySchema,
    responses: { 200: xlsxResponse },
    summary: 'The filtered application list as an Excel file (paging ignored), the contact mobile masked',
    metadata: meta(ACCESS.inspectionView),
  },
  getByAuthCode: {
    method: 'GET',
    path: '/api/v1/inspection-applications/by-auth-code',
    query: z.object({ authCode: requiredText(64).describe('The authorisation code of the link the unit sent (exact); a wrong, expired or used code is refused') }),
    responses: { 200: ZInspectionApplicationDetailSchema },
    summary: 'The one application an authorisation code opens (public onlineApply page)',
    metadata: meta('public'),
  },
});
