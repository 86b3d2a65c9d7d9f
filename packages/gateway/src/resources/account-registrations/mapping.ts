import {
  REGISTRATION_STATES,
  type AccountRegistration,
  type AccountRegistrationDetail,
  type Attachment,
  type RegistrationState,
  type ZAccountRegistrationQuerySchema,
} from '@portal/contract';
import {
  WIRE_ACCOUNT_REGISTRATION_STATES,
  type QueryValue,
  type WireAccountRegistration,
  type WireAccountRegistrationDetail,
  type WireAccountRegistrationState,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { toAuditListQuery, toAuditTrail, toQueuedApplicationRef } from '../../legacy/audit-queue';
import { codeOf, sortFieldsOf, textOrNull, wireWordOf } from '../../legacy/wire-values';
import { toUnitAddresses, toUnitDetails } from '../unit/mapping';

/** 待审核 / 已通过 / 未通过 / 已失效 -> pending / approved / rejected / expired. */
export const toRegistrationState = (word: string): RegistrationState => codeOf(REGISTRATION_STATES, word, 'registration state');

export const registrationStateWord = (state: RegistrationState): WireAccountRegistrationState =>
  wireWordOf(REGISTRATION_STATES, WIRE_ACCOUNT_REGISTRATION_STATES, state);

/** 138****5678: the institute calls back through the platform, never from a list. */
const masked = (mobile: string | undefined) => (mobile && /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '');

export function toAccountRegistration(wire: WireAccountRegistration): AccountRegistration {
  return {
    ...toQueuedApplicationRef(wire),
    unitName: wire.orgname,
    creditCode: wire.uscc,
    areaCode: textOrNull(wire.areaCode),
    contactPerson: wire.contactPerson ?? '',
    mobileMasked: masked(wire.mobile),
    loginName: wire.loginName,
    state: toRegistrationState(wire.status),
    ...toAuditTrail(wire),
  };
}

export function toAccountRegistrationDetail(wire: WireAccountRegistrationDetail, attachments: Attachment[]): AccountRegistrationDetail {
  return {
    ...toAccountRegistration(wire),
    ...toUnitAddresses(wire),
    contactPhone: wire.contactPhone ?? '',
    email: wire.email ?? '',
    ...toUnitDetails(wire),
    attachments,
    competing: wire.competing.map(toAccountRegistration),
  };
}

export const SORT_FIELDS = sortFieldsOf(['submittedAt', 'auditedAt', 'unitName', 'state']);

/** `findRegister`'s query; undefined when the sort field cannot be sorted by. */
export function toAccountRegistrationListQuery(query: z.output<typeof ZAccountRegistrationQuerySchema>): Record<string, QueryValue> | undefined {
  return toAuditListQuery(query, SORT_FIELDS, registrationStateWord);
}
