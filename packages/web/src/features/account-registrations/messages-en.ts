import type { AccountRegistrationOwnKey } from './messages-zh';
import { unitFieldsEn } from '../../ui/unit-field-texts';

/** UI text of the registration audit pages in en-US. */
export const accountRegistrationEn: Record<AccountRegistrationOwnKey, string> = {
  'field.referenceNo': 'Reference no.',
  'competing.title': 'Other applications with the same credit code',
  'competing.hint': 'These applications name the same unified social credit code. Check which applicant really speaks for the unit before deciding: the first approved takes effect and the others can no longer be approved.',
  ...unitFieldsEn,
  'field.loginName': 'Login name applied for',
  'field.state': 'Audit state',
  'field.submittedAt': 'Applied at',
  'field.auditedAt': 'Audited at',
  'field.keyword': 'Keyword',
  'field.keywordHint': 'Unit, credit code, login name or contact',
  'field.submitted': 'Applied on',
  'field.attachments': 'Documents',
  'check.title': 'Registration confirmation',
  'list.total': '{total} applications',
  'list.audit': 'Audit',
  'detail.title': 'Enterprise account application',
  'detail.noId': 'No application given',
  'detail.open': 'Open',
  'detail.noAttachments': 'No documents were submitted online',
  'detail.hint': 'Approving creates the unit and its enterprise account and tells the applicant by SMS; a rejection needs a reason.',
  'detail.approvedNotice': 'Approved: the unit and its account exist now; the applicant was told by SMS',
  'detail.rejectedNotice': 'Rejected; the applicant was told by SMS',
};
