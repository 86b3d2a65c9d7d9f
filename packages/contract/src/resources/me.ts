import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta } from '../common';
import { ZIdCard, ZMobile, ZPasswordChangeForm, ZPhone, requiredText } from '../validation/schemas';

const c = initContract();

/** The signed-in user's own profile (system/account page). */
export const ZProfileSchema = z.object({
  loginName: z.string(),
  name: z.string(),
  idCard: z.string(),
  phone: z.string(),
  mobile: z.string(),
});
export type Profile = z.infer<typeof ZProfileSchema>;

export const ZProfileUpdateBodySchema = z.object({
  name: requiredText(50, 'nameRequired'),
  idCard: ZIdCard,
  phone: ZPhone,
  mobile: ZMobile,
});
export type ProfileUpdateBody = z.infer<typeof ZProfileUpdateBodySchema>;

export const meRoutes = c.router({
  get: {
    method: 'GET',
    path: '/api/v1/me',
    responses: { 200: ZProfileSchema },
    summary: 'The signed-in user profile',
    metadata: meta('session'),
  },
  update: {
    method: 'PUT',
    path: '/api/v1/me',
    body: ZProfileUpdateBodySchema,
    responses: { 200: ZProfileSchema },
    summary: 'Update name, ID card number, phone and mobile',
    metadata: meta('session'),
  },
  changePassword: {
    method: 'PUT',
    path: '/api/v1/me/password',
    body: ZPasswordChangeForm,
    responses: { 204: c.noBody() },
    summary: 'Change the password; the session ends and the user signs in again',
    metadata: meta('session'),
  },
});
