import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS, ROLE_TYPES } from '../access';
import { meta, pageOf, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { ZAccountState, ZAuditState } from '../constants/statuses';
import { message } from '../messages';
import {
  boundedText,
  required,
  requiredText,
  ZMobile,
  ZPassword,
} from '../validation/schemas';
import { ZAttachmentSchema } from './attachments';
import { rangesInOrder } from './shared';

/** Institute side: account registration audit, member accounts, password-reset audit. */

const c = initContract();

export const ZAccountRegistrationSchema = z.object({
  id: z.string(),
  unitName: z.string(),
  creditCode: z.string(),
  areaCode: z.string().nullable(),
  contactPerson: z.string(),
  /** Masked in lists and details alike; the institute calls back through the platform. */
  mobileMasked: z.string(),
  loginName: z.string(),
  state: ZAuditState,
  submittedAt: z.string(),
  auditedAt: z.string().nullable(),
  auditor: z.string().nullable(),
  opinion: z.string().nullable(),
});
export type AccountRegistration = z.infer<typeof ZAccountRegistrationSchema>;

export const ZAccountRegistrationDetailSchema = ZAccountRegistrationSchema.extend({
  regAddress: z.string(),
  legalPerson: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  attachments: z.array(ZAttachmentSchema),
});

const ZAuditQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  state: ZAuditState.optional(),
  submittedFrom: ZIsoDate.optional(),
  submittedTo: ZIsoDate.optional(),
}).superRefine(rangesInOrder([['submittedFrom', 'submittedTo']]));

const ZOpinionBodySchema = z.object({ opinion: boundedText(500).default('') });
const ZRejectionBodySchema = z.object({ opinion: requiredText(500) });

export const ZRoleOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleType: z.enum(ROLE_TYPES),
});

export const ZAccountSchema = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  mobile: z.string(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  roles: z.array(ZRoleOptionSchema),
  state: ZAccountState,
  createdAt: z.string(),
});
export type Account = z.infer<typeof ZAccountSchema>;

const ZAccountFieldsSchema = z.object({
  name: requiredText(50, 'nameRequired'),
  mobile: required(ZMobile),
  unitId: z.string().max(64).optional(),
  roleIds: z.array(z.string().min(1).max(64)).min(1, message('required')),
  state: ZAccountState.default('enabled'),
});
export const ZAccountCreateBodySchema = ZAccountFieldsSchema.extend({
  loginName: requiredText(64, 'usernameRequired'),
  password: required(ZPassword, 'newPasswordRequired'),
});
export const ZAccountUpdateBodySchema = ZAccountFieldsSchema;

export const ZAccountQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  state: ZAccountState.optional(),
  roleId: z.string().max(64).optional(),
});

export const ZPasswordResetApplicationSchema = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  unitName: z.string().nullable(),
  mobileMasked: z.string(),
  reason: z.string(),
  state: ZAuditState,
  submittedAt: z.string(),
  auditedAt: z.string().nullable(),
  auditor: z.string().nullable(),
  opinion: z.string().nullable(),
  attachments: z.array(ZAttachmentSchema),
});
export type PasswordResetApplication = z.infer<typeof ZPasswordResetApplicationSchema>;

/** Approving resets the password on the platform, which tells the applicant by SMS. */
export const ZPasswordResetAuditBodySchema = z
  .object({ approved: z.boolean(), opinion: boundedText(500).default('') })
  .refine((body) => body.approved || body.opinion.trim() !== '', {
    message: message('required'),
    path: ['opinion'],
  });

export const accountRegistrationRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/account-registrations',
    query: ZAuditQuerySchema,
    responses: { 200: pageOf(ZAccountRegistrationSchema) },
    summary: 'Account registration applications to confirm (findRegister)',
    metadata: meta(ACCESS.accountCheck),
  },
  get: {
    method: 'GET',
    path: '/api/v1/account-registrations/:id',
    pathParams: ZIdParams,
    responses: { 200: ZAccountRegistrationDetailSchema },
    summary: 'One registration application (register-detail)',
    metadata: meta(ACCESS.accountCheck),
  },
  approve: {
    method: 'POST',
    path: '/api/v1/account-registrations/:id/approval',
    pathParams: ZIdParams,
    body: ZOpinionBodySchema,
    responses: { 200: ZAccountRegistrationDetailSchema },
    summary: 'Approve a registration and create the account (audit)',
    metadata: meta(ACCESS.accountCheck),
  },
  reject: {
    method: 'POST',
    path: '/api/v1/account-registrations/:id/rejection',
    pathParams: ZIdParams,
    body: ZRejectionBodySchema,
    responses: { 200: ZAccountRegistrationDetailSchema },
    summary: 'Reject a registration with an opinion (disagree)',
    metadata: meta(ACCESS.accountCheck),
  },
});

export const accountRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/accounts',
    query: ZAccountQuerySchema,
    responses: { 200: pageOf(ZAccountSchema) },
    summary: 'Member accounts (findAccount)',
    metadata: meta(ACCESS.accountManage),
  },
  get: {
    method: 'GET',
    path: '/api/v1/accounts/:id',
    pathParams: ZIdParams,
    responses: { 200: ZAccountSchema },
    summary: 'One member account (account-detail)',
    metadata: meta(ACCESS.accountManage),
  },
  create: {
    method: 'POST',
    path: '/api/v1/accounts',
    body: ZAccountCreateBodySchema,
    responses: { 201: ZAccountSchema },
    summary: 'Create a member account (add-account)',
    metadata: meta(ACCESS.accountManage),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/accounts/:id',
    pathParams: ZIdParams,
    body: ZAccountUpdateBodySchema,
    responses: { 200: ZAccountSchema },
    summary: 'Update a member account',
    metadata: meta(ACCESS.accountManage),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/accounts/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a member account',
    metadata: meta(ACCESS.accountManage),
  },
  roles: {
    method: 'GET',
    path: '/api/v1/roles',
    responses: { 200: z.array(ZRoleOptionSchema) },
    summary: 'Roles a member account can be given',
    metadata: meta(ACCESS.accountManage),
  },
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
