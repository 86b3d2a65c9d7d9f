import type { PasswordResetAuditOwnKey } from './messages-zh';

/** UI text of the password-reset review pages in en-US. */
export const passwordResetAuditEn: Record<PasswordResetAuditOwnKey, string> = {
  'field.referenceNo': 'Reference no.',
  'field.loginName': 'Login name',
  'field.name': 'Name',
  'field.unitName': 'Unit',
  'field.mobile': 'Mobile',
  'field.reason': 'Reason',
  'field.state': 'State',
  'field.submittedAt': 'Applied at',
  'field.auditedAt': 'Reviewed at',
  'field.auditor': 'Reviewer',
  'field.keyword': 'Keyword',
  'field.keywordHint': 'Login name, name or unit',
  'field.submitted': 'Applied',
  'check.title': 'Password resets to review',
  'query.title': 'Password reset applications',
  'list.total': '{total} applications',
  'list.audit': 'Review',
  'detail.title': 'Password reset application',
  'detail.noId': 'No application given',
  'detail.applicant': 'Application',
  'detail.approvedNotice': 'Approved: the new password is in force',
  'detail.rejectedNotice': 'The application was rejected',
  'detail.hint': 'Approving puts the password the applicant chose in force.',
};
