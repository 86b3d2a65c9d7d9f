import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIsoDate, ZPageQuery, ZText } from '../common';
import { containsFilter, exactFilter, fromDayFilter, toDayFilter } from '../filter-descriptions';
import { SERVICE_DECISION_EVENTS } from '../constants/service-kinds';

const c = initContract();

/**
 * The security events the gateway records (等保 安全审计): sign-in and its failures, lockouts,
 * sign-out, token issue, role switch, password and profile changes, refused access. Institute
 * audit decisions join this list as their features land, and so do the calls that act for someone
 * or leave the portal: authorisation links and what is saved through them, visitors' account
 * applications and SMS codes, phone upload tokens and their uploads, invoices issued, attachments
 * deleted, exports, and a user's many 404s on record ids (`probe-suspected`).
 */
export const AUDIT_EVENTS = [
  'login',
  'login-locked',
  'logout',
  'token-issued',
  'role-switched',
  'password-changed',
  'profile-changed',
  'access-denied',
  'password-reset-applied',
  'password-reset-audited',
  'unit-change-reviewed',
  'account-created',
  'account-updated',
  'account-deleted',
  'registration-approved',
  'registration-rejected',
  'inspection-pre-reviewed',
  'inspection-accepted',
  'inspection-scheduled',
  'inspection-result-recorded',
  'inspection-reinspection-scheduled',
  'inspection-rectified',
  'inspection-report-issued',
  'reissue-decided',
  'invoice-voided',
  ...SERVICE_DECISION_EVENTS,
  'payment-started',
  'payment-notification',
  'auth-link-issued',
  'inspection-saved-by-link',
  'inspection-submitted-by-link',
  'account-applied',
  'sms-code-sent',
  'upload-token-issued',
  'upload-token-used',
  'invoice-issued',
  'attachment-deleted',
  'exported',
  'probe-suspected',
  'mobile-changed',
  'sms-budget-exhausted',
  'inspection-fee-accepted',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** One audit record. Never a secret: no password, token, ID card or full mobile number. */
export const ZAuditRecordSchema = z.object({
  id: z.string(),
  time: ZAnswerDateTime,
  event: z.enum(AUDIT_EVENTS),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** The login name (as typed, for failed sign-ins) or the signed-in user id; null when unknown. */
  user: z.string().nullable(),
  role: z.string().nullable(),
  address: z.string(),
  requestId: z.string(),
  /** What the event was about: a route, a role id, a record id. */
  target: z.string().nullable(),
  /** A short Chinese reason, e.g. 密码错误 or 账号已锁定. */
  detail: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof ZAuditRecordSchema>;

export const ZAuditRecordQuerySchema = ZPageQuery.extend({
  event: z.enum(AUDIT_EVENTS).optional().describe(exactFilter('event')),
  outcome: z.enum(AUDIT_OUTCOMES).optional().describe(exactFilter('outcome')),
  user: ZText.trim().max(64).optional().describe(containsFilter('user (a login name, or the masked mobile of a visitor)')),
  address: ZText.trim().max(64).optional().describe(containsFilter('client address')),
  from: ZIsoDate.optional().describe(fromDayFilter('time')),
  to: ZIsoDate.optional().describe(toDayFilter('time')),
});
export type AuditRecordQuery = z.input<typeof ZAuditRecordQuerySchema>;

export const auditRecordRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/audit-records',
    query: ZAuditRecordQuerySchema,
    responses: { 200: pageOf(ZAuditRecordSchema) },
    summary: 'Security audit records of every gateway instance, newest first; from/to inclusive (Asia/Shanghai days)',
    metadata: meta(ACCESS.securityAudit),
  },
});
