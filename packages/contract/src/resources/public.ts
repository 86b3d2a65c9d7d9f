import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, text, ZAnswerDateTime, ZText } from '../common';
import { ZAuditState } from '../constants/statuses';
import { message } from '../messages';
import {
  boundedText,
  required,
  requiredSecret,
  requiredText,
  ZAreaCode,
  ZCreditCode,
  ZEmail,
  ZMobile,
  ZPassword,
  ZPhone,
} from '../validation/schemas';
import { ZAttachmentIds } from '../shared-schemas';

/** Calls of the pages reachable without a session: register, reset password, SMS, captcha. */

const c = initContract();

const ZSmsCode = text('single', { required_error: message('smsCode') })
  .regex(/^\d{4,8}$/, message('smsCode'));

export const ZAccountApplicationBodySchema = z
  .object({
    unitName: requiredText(100),
    creditCode: required(ZCreditCode),
    areaCode: ZAreaCode,
    regAddress: requiredText(200),
    legalPerson: requiredText(50),
    contactPerson: requiredText(50, 'nameRequired'),
    contactPhone: required(ZPhone),
    email: ZEmail,
    loginName: requiredText(64, 'usernameRequired'),
    password: required(ZPassword, 'newPasswordRequired'),
    passwordCheck: requiredSecret('confirmPasswordRequired'),
    mobile: required(ZMobile),
    smsCode: ZSmsCode,
    attachmentIds: ZAttachmentIds,
  })
  .refine((body) => body.password === body.passwordCheck, {
    message: message('passwordMismatch'),
    path: ['passwordCheck'],
  });
export type AccountApplicationBody = z.input<typeof ZAccountApplicationBodySchema>;

export const ZAccountApplicationSchema = z.object({
  id: z.string(),
  state: ZAuditState,
  submittedAt: ZAnswerDateTime,
});

export const ZPasswordResetCheckBodySchema = z.object({
  loginName: requiredText(64, 'usernameRequired'),
  mobile: required(ZMobile),
});
export const ZPasswordResetCheckSchema = z.object({
  exists: z.boolean(),
  /** Masked, e.g. 138****5678. */
  maskedMobile: z.string().nullable(),
  pendingApplication: z.boolean(),
});

export const ZPasswordResetApplicationBodySchema = z.object({
  loginName: requiredText(64, 'usernameRequired'),
  name: requiredText(50, 'nameRequired'),
  mobile: required(ZMobile),
  smsCode: ZSmsCode,
  reason: boundedText(500, 'multiline').default(''),
  attachmentIds: ZAttachmentIds,
});

export const ZUnitRegistrationCheckBodySchema = z.object({ creditCode: required(ZCreditCode) });
export const ZUnitRegistrationCheckSchema = z.object({
  registered: z.boolean(),
  unitName: z.string().nullable(),
});

export const ZCaptchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,… */
  image: z.string(),
});

export const SMS_PURPOSES = ['register', 'password-reset', 'online-apply'] as const;
export const ZSmsCodeBodySchema = z.object({
  mobile: required(ZMobile),
  purpose: z.enum(SMS_PURPOSES),
  captchaId: ZText.max(64).optional(),
  captchaCode: ZText.max(8).optional(),
});
export const ZSmsCodeSentSchema = z.object({
  maskedMobile: z.string(),
  resendAfterSeconds: z.number().int(),
});
export const ZSmsCodeVerifyBodySchema = z.object({
  mobile: required(ZMobile),
  purpose: z.enum(SMS_PURPOSES),
  code: ZSmsCode,
});

export const ZInvoiceTitleSchema = z.object({
  name: z.string(),
  taxNo: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  bankAccount: z.string().nullable(),
});
export type InvoiceTitle = z.infer<typeof ZInvoiceTitleSchema>;

export const publicRoutes = c.router({
  applyAccount: {
    method: 'POST',
    path: '/api/v1/account-applications',
    body: ZAccountApplicationBodySchema,
    responses: { 201: ZAccountApplicationSchema },
    summary: 'Apply for an enterprise account (register page)',
    metadata: meta('public'),
  },
  checkPasswordReset: {
    method: 'POST',
    path: '/api/v1/password-reset-applications/check',
    body: ZPasswordResetCheckBodySchema,
    responses: { 200: ZPasswordResetCheckSchema },
    summary: 'Check an account before applying for a password reset',
    metadata: meta('public'),
  },
  applyPasswordReset: {
    method: 'POST',
    path: '/api/v1/password-reset-applications',
    body: ZPasswordResetApplicationBodySchema,
    responses: { 201: z.object({ id: z.string(), state: ZAuditState }) },
    summary: 'Apply for a password reset (resetPassword page)',
    metadata: meta('public'),
  },
  checkUnitRegistration: {
    method: 'POST',
    path: '/api/v1/unit-registrations/check',
    body: ZUnitRegistrationCheckBodySchema,
    responses: { 200: ZUnitRegistrationCheckSchema },
    summary: 'Whether a unit with this credit code already has an account',
    metadata: meta('public'),
  },
  captcha: {
    method: 'GET',
    path: '/api/v1/captcha',
    responses: { 200: ZCaptchaSchema },
    summary: 'A new captcha image',
    metadata: meta('public'),
  },
  sendSmsCode: {
    method: 'POST',
    path: '/api/v1/sms-codes',
    body: ZSmsCodeBodySchema,
    responses: { 202: ZSmsCodeSentSchema },
    summary: 'Send an SMS verification code',
    metadata: meta('public'),
  },
  verifySmsCode: {
    method: 'POST',
    path: '/api/v1/sms-codes/verify',
    body: ZSmsCodeVerifyBodySchema,
    responses: { 200: z.object({ valid: z.boolean() }) },
    summary: 'Check an SMS verification code',
    metadata: meta('public'),
  },
  invoiceTitles: {
    method: 'GET',
    path: '/api/v1/invoice-titles',
    query: z.object({ keyword: requiredText(100) }),
    responses: { 200: z.object({ items: z.array(ZInvoiceTitleSchema) }) },
    summary: 'Look up invoice titles (name and tax number) by keyword',
    metadata: meta('public'),
  },
});
