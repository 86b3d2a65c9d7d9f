import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ROLE_TYPES } from '../access';
import { meta, ZAnswerDateTime, ZText } from '../common';
import { message } from '../messages';
import { requiredSecret, requiredText } from '../validation/text-schemas';

const c = initContract();

/**
 * A cookie the browser's scripts may read that says only that a session cookie was set (its value
 * is `1`, never the session; the session cookie itself stays httpOnly). The SPA asks for the
 * session only when it is there, so a visitor of a public page sends no request bound to fail.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';

export const ZRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleType: z.enum(ROLE_TYPES),
  menuIds: z.array(z.string()),
});
export type Role = z.infer<typeof ZRoleSchema>;

/** The signed-in user with the current role; `menuIds` are the current role's. */
export const ZCurrentUserSchema = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  unitId: z.string().nullable(),
  areaCode: z.string().nullable(),
  isSimplePwd: z.boolean(),
  currentRole: ZRoleSchema,
  roles: z.array(ZRoleSchema),
  menuIds: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof ZCurrentUserSchema>;

/**
 * The answer of a role switch: the user in the new role and, for a bearer caller only, the new token.
 * The switch retires the token it was sent with (docs/api.md, "Switching the role"); a browser's
 * cookie is renewed instead.
 */
export const ZRoleSwitchSchema = ZCurrentUserSchema.extend({
  token: z
    .string()
    .optional()
    .describe('The new bearer token (Bearer callers only); the one this request carried is no longer valid'),
});
export type RoleSwitch = z.infer<typeof ZRoleSwitchSchema>;

export const ZLoginBodySchema = z.object({
  username: requiredText(64, 'usernameRequired'),
  password: requiredSecret('loginPasswordRequired'),
});
export type LoginBody = z.infer<typeof ZLoginBodySchema>;

export const ZSsoLoginBodySchema = z.object({
  ssotoken: ZText.trim().min(1, message('required')).max(4096),
});

export const ZChangeRoleBodySchema = z.object({
  roleId: ZText.min(1, message('required')).max(64),
});

export const ZTokenSchema = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: ZAnswerDateTime,
});
export type Token = z.infer<typeof ZTokenSchema>;

export const sessionRoutes = c.router({
  login: {
    method: 'POST',
    path: '/api/v1/session',
    body: ZLoginBodySchema,
    responses: { 200: ZCurrentUserSchema },
    summary: 'Sign in with user name and password; sets the session cookie',
    metadata: meta('public'),
  },
  ssoLogin: {
    method: 'POST',
    path: '/api/v1/session/sso',
    body: ZSsoLoginBodySchema,
    responses: { 200: ZCurrentUserSchema },
    summary: 'Sign in with a single sign-on token; sets the session cookie',
    metadata: meta('public'),
  },
  current: {
    method: 'GET',
    path: '/api/v1/session',
    responses: { 200: ZCurrentUserSchema },
    summary: 'The signed-in user, their roles and the current role',
    metadata: meta('session'),
  },
  logout: {
    method: 'DELETE',
    path: '/api/v1/session',
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Sign out and clear the session',
    metadata: meta('session'),
  },
  changeRole: {
    method: 'PUT',
    path: '/api/v1/session/role',
    body: ZChangeRoleBodySchema,
    responses: { 200: ZRoleSwitchSchema },
    summary: 'Switch the current role',
    metadata: meta('session'),
  },
  createToken: {
    method: 'POST',
    path: '/api/v1/tokens',
    body: ZLoginBodySchema,
    responses: { 201: ZTokenSchema },
    summary: 'Issue a bearer token for integrators',
    metadata: meta('public'),
  },
});
