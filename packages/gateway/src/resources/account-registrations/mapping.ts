import {
  AUDIT_STATES,
  type AccountRegistration,
  type AccountRegistrationDetail,
  type Attachment,
  type AuditState,
  type ZAuditQuerySchema,
} from '@portal/contract';
import {
  WIRE_ACCOUNT_REGISTRATION_STATES,
  type QueryValue,
  type WireAccountRegistration,
  type WireAccountRegistrationDetail,
  type WireAccountRegistrationState,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, isoDate, textOrNull, wirePagingOf } from '../../legacy/wire-values';

/** 待审核 / 已通过 / 未通过 -> pending / approved / rejected. */
export const toAuditState = (word: string): AuditState => codeOf(AUDIT_STATES, word, 'registration state');

export function auditStateWord(state: AuditState): WireAccountRegistrationState {
  const label = AUDIT_STATES.find((option) => option.code === state)?.label;
  const word = WIRE_ACCOUNT_REGISTRATION_STATES.find((candidate) => candidate === label);
  if (!word) throw new Error(`No platform word for ${state}`);
  return word;
}

/** 138****5678: the institute calls back through the platform, never from a list. */
const masked = (mobile: string | undefined) => (mobile && /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '');

export function toAccountRegistration(wire: WireAccountRegistration): AccountRegistration {
  return {
    id: wire.id,
    referenceNo: wire.referenceNo ?? null,
    unitName: wire.orgname,
    creditCode: wire.uscc,
    areaCode: textOrNull(wire.areaCode),
    contactPerson: wire.contactPerson ?? '',
    mobileMasked: masked(wire.mobile),
    loginName: wire.loginName,
    state: toAuditState(wire.status),
    submittedAt: wire.submitDate,
    auditedAt: textOrNull(wire.auditDate),
    auditor: textOrNull(wire.auditorName),
    opinion: textOrNull(wire.opinion),
  };
}

export function toAccountRegistrationDetail(wire: WireAccountRegistrationDetail, attachments: Attachment[]): AccountRegistrationDetail {
  return {
    ...toAccountRegistration(wire),
    regAddress: wire.regAddress ?? '',
    businessAddress: wire.businessAddress ?? '',
    legalPerson: wire.legalPerson ?? '',
    contactPhone: wire.contactPhone ?? '',
    email: wire.email ?? '',
    postcode: wire.postcode ?? '',
    fixedAssets: wire.fixedAssets ?? '',
    foundDate: isoDate(wire.foundDate),
    attachments,
  };
}

export const SORT_FIELDS: Readonly<Record<string, string>> = { submittedAt: 'submittedAt', auditedAt: 'auditedAt', unitName: 'unitName', state: 'state' };

type AuditQuery = z.output<typeof ZAuditQuerySchema>;

/** `findRegister`'s query; undefined when the sort field cannot be sorted by. */
export function toAccountRegistrationListQuery(query: AuditQuery): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    status: query.state ? auditStateWord(query.state) : undefined,
    submitDateBegin: query.submittedFrom,
    submitDateEnd: query.submittedTo,
  };
}
