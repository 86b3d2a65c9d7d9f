import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams } from '../common';
import { ZAuditState } from '../constants/statuses';
import { message } from '../messages';
import { boundedText } from '../validation/schemas';
import { ZAttachmentSchema } from './attachments';
import { ZAuditQuerySchema } from './account-registrations';

/** Institute side: the audit of password-reset applications. */

const c = initContract();

export const ZPasswordResetApplicationSchema = z.object({
  id: z.string(),
  /** 受理编号, e.g. CZ20261129001; null when the platform does not number it. */
  referenceNo: z.string().nullable(),
  loginName: z.string(),
  name: z.string(),
  unitName: z.string().nullable(),
  mobileMasked: z.string(),
  reason: z.string(),
  state: ZAuditState,
  submittedAt: ZAnswerDateTime,
  auditedAt: ZAnswerDateTime.nullable(),
  auditor: z.string().nullable(),
  opinion: z.string().nullable(),
  attachments: z.array(ZAttachmentSchema),
});

export type PasswordResetApplication = z.infer<typeof ZPasswordResetApplicationSchema>;

/** Approving resets the password on the platform, which tells the applicant by SMS. */
export const ZPasswordResetAuditBodySchema = z
  .object({ approved: z.boolean(), opinion: boundedText(500, 'multiline').default('') })
  .refine((body) => body.approved || body.opinion.trim() !== '', {
    message: message('required'),
    path: ['opinion'],
  });

export const passwordResetAuditRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/password-reset-applications',
    query: ZAuditQuerySchema,
    responses: { 200: pageOf(ZPasswordResetApplicationSchema) },
    summary: 'Password-reset applications (check list: state=pending; query list: all)',
    metadata: meta(ACCESS.passwordResetAudit),
  },
  get: {
    method: 'GET',
    path: '/api/v1/password-reset-applications/:id',
    pathParams: ZIdParams,
    responses: { 200: ZPasswordResetApplicationSchema },
    summary: 'One password-reset application (reset-password-detail)',
    metadata: meta(ACCESS.passwordResetAudit),
  },
  audit: {
    method: 'POST',
    path: '/api/v1/password-reset-applications/:id/audit',
    pathParams: ZIdParams,
    body: ZPasswordResetAuditBodySchema,
    responses: { 200: ZPasswordResetApplicationSchema },
    summary: 'Approve or reject a password-reset application; rejecting needs an opinion',
    metadata: meta(ACCESS.passwordResetAudit),
  },
});
