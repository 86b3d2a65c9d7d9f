import type { ReissueApplicationsOwnKey } from './messages-zh';

/** UI text of the re-issue application pages in en-US. */
export const reissueApplicationsEn: Record<ReissueApplicationsOwnKey, string> = {
  'list.title': 'My re-issue applications',
  'list.total': '{total} applications',
  'list.new': 'New application',
  'form.title': 'Apply to re-issue a report',
  'form.submit': 'Submit',
  'form.hint': 'A lost, damaged or wrong report can be re-issued, or a change note issued.',
  'form.created': 'Submitted; the institute will review it',
  'form.attachmentsHint': 'Attach supporting documents such as a loss statement or the basis of a correction (optional); the reviewer sees them with the application.',
  'field.attachments': 'Supporting documents',
  'detail.title': 'Re-issue application',
  'detail.noId': 'No application given',
  'field.reportNo': 'Report no.',
  'field.reason': 'Reason',
  'field.requestedOutcome': 'Requested',
  'field.outcome': 'Outcome',
  'field.state': 'State',
  'field.appliedAt': 'Applied',
  'field.opinion': 'Opinion',
  'field.issuedReportNo': 'New report no.',
  'field.keyword': 'Keyword',
};
