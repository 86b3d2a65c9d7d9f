import { formatWireDateTime } from '../../http/wire-date';
import type { PasswordResetApplicationRow } from './table';

/** Row -> wire record. The full mobile goes to the institute's staff only (the gateway masks it). */
export function passwordResetAnswer(row: PasswordResetApplicationRow) {
  return {
    id: row.id,
    referenceNo: row.referenceNo,
    loginName: row.loginName,
    userName: row.name,
    unitName: row.unitName,
    mobile: row.mobile,
    reason: row.reason,
    status: row.state,
    submitDate: formatWireDateTime(row.submittedAt),
    auditDate: row.auditedAt ? formatWireDateTime(row.auditedAt) : null,
    auditorName: row.auditor,
    opinion: row.opinion,
  };
}

/** 138****5678: what a caller without a session may see of an account's mobile. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}
