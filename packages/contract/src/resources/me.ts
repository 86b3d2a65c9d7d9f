import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, text } from '../common';
import { message } from '../messages';
import { ZIdCard, ZMobile, ZPasswordChangeForm, ZPhone, required, requiredText } from '../validation/schemas';
import { ZSmsCodeSentSchema } from './public';

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
  /**
   * Only when the mobile changes (it is the password-reset channel): the current password and the
   * code sent to the new number by `POST /api/v1/me/mobile-code`. Ignored when the mobile stays.
   */
  password: text('single').max(64).optional(),
  smsCode: text('single').regex(/^(\d{4,8})?$/, message('smsCode')).optional(),
});
export type ProfileUpdateBody = z.infer<typeof ZProfileUpdateBodySchema>;

/** The new mobile a code goes to. */
export const ZMobileCodeBodySchema = z.object({ mobile: required(ZMobile) });
export type MobileCodeBody = z.infer<typeof ZMobileCodeBodySchema>;

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
  sendMobileCode: {
    method: 'POST',
    path: '/api/v1/me/mobile-code',
    body: ZMobileCodeBodySchema,
    responses: { 202: ZSmsCodeSentSchema },
    summary: 'Send a code to the new mobile before PUT /api/v1/me moves the account there (limited per number and per account)',
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
