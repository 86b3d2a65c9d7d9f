import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, text, ZAnswerDateTime } from '../common';
import { ZAuditState, ZRegistrationState } from '../constants/statuses';
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
  ZFixedAssets,
  ZPhone,
  ZPostcode,
} from '../validation/schemas';
import { ZAttachmentIds } from '../shared-schemas';
import { ZAttachmentSchema } from './attachments';

/** Calls of the pages reachable without a session: register, reset password, SMS, captcha. */

const c = initContract();

const ZSmsCode = text('single', { required_error: message('smsCode') })
  .regex(/^\d{4,8}$/, message('smsCode'));

/** The captcha a public write must answer: its id (from GET /captcha) and the characters typed. */
const ZCaptchaId = text('single', { required_error: message('captchaRequired') }).min(1, message('captchaRequired')).max(64);
const ZCaptchaCode = text('single', { required_error: message('captchaRequired') })
  .min(1, message('captchaRequired'))
  .max(8, message('captcha'));

/** A founding date as a form sends it: empty, or yyyy-MM-dd. */
const ZOptionalIsoDate = text().regex(/^(\d{4}-\d{2}-\d{2})?$/, message('isoDate')).optional();

export const ZAccountApplicationBodySchema = z
  .object({
    unitName: requiredText(100),
    creditCode: required(ZCreditCode),
    areaCode: ZAreaCode,
    regAddress: requiredText(200),
    businessAddress: requiredText(200),
    legalPerson: requiredText(50),
    contactPerson: requiredText(50, 'nameRequired'),
    contactPhone: required(ZPhone),
    email: ZEmail,
    postcode: ZPostcode,
    fixedAssets: ZFixedAssets,
    foundDate: ZOptionalIsoDate,
    loginName: requiredText(32, 'usernameRequired').regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, message('loginNameFormat')),
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
  /** 受理编号 the applicant quotes, e.g. ZC20261129001; null when the platform does not number it. */
  referenceNo: z.string().nullable(),
  state: ZRegistrationState,
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

/**
 * The new password travels with the application and is put in force (hashed on the platform) when
 * the institute approves it; the account must then change it at its next sign-in.
 */
export const ZPasswordResetApplicationBodySchema = z
  .object({
    loginName: requiredText(64, 'usernameRequired'),
    name: requiredText(50, 'nameRequired'),
    unitName: boundedText(100).default(''),
    mobile: required(ZMobile),
    smsCode: ZSmsCode,
    reason: boundedText(500, 'multiline').default(''),
    password: required(ZPassword, 'newPasswordRequired'),
    passwordCheck: requiredSecret('confirmPasswordRequired'),
    attachmentIds: ZAttachmentIds,
  })
  .refine((body) => body.password === body.passwordCheck, {
    message: message('passwordMismatch'),
    path: ['passwordCheck'],
  });
export type PasswordResetApplicationBody = z.input<typeof ZPasswordResetApplicationBodySchema>;

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
/**
 * A proof-of-work challenge (ALTCHA v2, from GET /sms-codes/challenge), signed by the gateway: the
 * browser's widget solves it and sends the result back as `altcha` (docs/security.md).
 */
export const ZSmsChallengeSchema = z.object({
  parameters: z
    .object({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number().int(), keyLength: z.number().int(), keyPrefix: z.string(), expiresAt: z.number().int().optional() })
    .passthrough(),
  signature: z.string(),
});
/** The solved challenge as the widget hands it over: base64 of `{ challenge, solution }`. */
const ZProofOfWork = text('single', { required_error: message('powRequired') })
  .min(1, message('powRequired'))
  .max(4000, message('powRequired'))
  .regex(/^[A-Za-z0-9+/=]+$/, message('powRequired'));

export const ZSmsCodeBodySchema = z.object({
  mobile: required(ZMobile),
  purpose: z.enum(SMS_PURPOSES),
  /** Required: a code is only sent to whoever answered a captcha (no SMS bombing by script). */
  captchaId: ZCaptchaId,
  captchaCode: ZCaptchaCode,
  /** Required: a solved proof-of-work challenge, single use, so every send costs the sender work. */
  altcha: ZProofOfWork,
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
  uploadApplicationFile: {
    method: 'POST',
    path: '/api/v1/account-applications/attachments',
    contentType: 'multipart/form-data',
    body: z.object({
      file: z.instanceof(Blob).describe('The document (multipart part "file"): PDF, image, Word or Excel, at most 10 MB'),
      mobile: required(ZMobile),
      smsCode: ZSmsCode,
    }),
    responses: { 201: ZAttachmentSchema },
    summary: 'Upload a document of an account application (business licence, authorisation letter); the SMS code of the register purpose is checked, not used up',
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
    // referenceNo: the 受理编号 the applicant quotes, e.g. CZ20261129001 (null when the platform does not number it).
    responses: { 201: z.object({ id: z.string(), referenceNo: z.string().nullable(), state: ZAuditState }) },
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
  smsChallenge: {
    method: 'GET',
    path: '/api/v1/sms-codes/challenge',
    responses: { 200: ZSmsChallengeSchema },
    summary: 'A proof-of-work challenge (ALTCHA) that a send of an SMS code must carry solved, once, within 5 minutes',
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
    query: z.object({
      keyword: requiredText(100).describe("Text found in a title (contains, case-insensitive), among the caller's own unit's name and the titles its applications named; an exact credit code finds that unit"),
      /** Without a session: the authorisation code of the application being filled in (onlineApply). */
      authCode: boundedText(64).optional().describe('Without a session: the authorisation code of the application being filled in'),
    }),
    responses: { 200: z.object({ items: z.array(ZInvoiceTitleSchema) }) },
    summary:
      "Invoice titles for the caller's unit (signed in, or by an application's authorisation code): its name, its submitted applications' titles, a registered unit by its exact credit code",
    metadata: meta('public'),
  },
});
