import type { AuditState, PasswordResetApplication } from '@portal/contract';
import { type QueryValue, type WirePasswordReset, type WirePasswordResetCheck, type WirePasswordResetState } from '@portal/legacy-protocol';
import { toAuditListQuery, toAuditTrail, toQueuedApplicationRef, type AuditQueryValue } from '../../legacy/audit-queue';
import { textOrNull, UnexpectedWireValue } from '../../legacy/wire-values';

// The platform keeps review states as the words its pages show; the contract has codes.
const STATE_WORDS: Record<AuditState, WirePasswordResetState> = { pending: '待审核', approved: '审核通过', rejected: '审核不通过' };

export const resetStateWord = (state: AuditState): WirePasswordResetState => STATE_WORDS[state];

export function resetStateCode(word: WirePasswordResetState): AuditState {
  const found = (Object.keys(STATE_WORDS) as AuditState[]).find((state) => STATE_WORDS[state] === word);
  if (!found) throw new UnexpectedWireValue('password reset state', word);
  return found;
}

/** 138****5678; anything that is not a mainland mobile is hidden whole. */
export function maskMobile(mobile: string | undefined): string {
  if (!mobile) return '';
  return /^1\d{10}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** Wire -> contract; the mobile leaves the gateway masked, in the list and on the detail page alike. */
export function toPasswordResetApplication(wire: WirePasswordReset): PasswordResetApplication {
  return {
    ...toQueuedApplicationRef(wire),
    loginName: wire.loginName,
    name: wire.userName,
    unitName: textOrNull(wire.unitName),
    mobileMasked: maskMobile(wire.mobile),
    reason: wire.reason ?? '',
    state: resetStateCode(wire.status),
    ...toAuditTrail(wire),
    // The public reset form takes no files (the spec's fields), so no application has any.
    attachments: [],
  };
}

/** Clean sort fields -> wire fields of `passwordResetApply/list`. */
export const PASSWORD_RESET_SORT_FIELDS = {
  submittedAt: 'submitDate',
  auditedAt: 'auditDate',
  loginName: 'loginName',
  name: 'userName',
  state: 'status',
} as const;

/** `passwordResetApply/list` parameters; undefined when `sort` names a field the list cannot sort by. */
export function toPasswordResetListQuery(query: AuditQueryValue): Record<string, QueryValue> | undefined {
  return toAuditListQuery(query, PASSWORD_RESET_SORT_FIELDS, resetStateWord);
}

export function toPasswordResetCheck(wire: WirePasswordResetCheck) {
  return { exists: wire.exist, maskedMobile: wire.exist ? textOrNull(wire.mobile) : null, pendingApplication: wire.pending };
}
