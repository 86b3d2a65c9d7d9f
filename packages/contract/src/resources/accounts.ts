import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS, ROLE_TYPES } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZPageQuery, ZText } from '../common';
import { exactFilter, keywordFilter } from '../filter-descriptions';
import { ZAccountState } from '../constants/statuses';
import { message } from '../messages';
import { boundedText, required, requiredText, ZMobile, ZPassword } from '../validation/schemas';

/** Institute side: member accounts and their roles. */

const c = initContract();

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
  createdAt: ZAnswerDateTime,
});

export type Account = z.infer<typeof ZAccountSchema>;

const ZAccountFieldsSchema = z.object({
  name: requiredText(50, 'nameRequired'),
  mobile: required(ZMobile),
  unitId: ZText.max(64).optional(),
  roleIds: z.array(ZText.min(1).max(64)).min(1, message('required')),
  state: ZAccountState.default('enabled'),
});

export const ZAccountCreateBodySchema = ZAccountFieldsSchema.extend({
  loginName: requiredText(64, 'usernameRequired'),
  password: required(ZPassword, 'newPasswordRequired'),
});

export const ZAccountUpdateBodySchema = ZAccountFieldsSchema;

export const ZAccountQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the login name, the name and the unit name')),
  state: ZAccountState.optional().describe(exactFilter('account state')),
  roleId: ZText.max(64).optional().describe('Only accounts that hold the role with this id (exact)'),
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
