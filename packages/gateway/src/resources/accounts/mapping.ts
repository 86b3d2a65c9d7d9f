import { ZAccountCreateBodySchema, ZAccountQuerySchema, ZAccountUpdateBodySchema, type Account } from '@portal/contract';
import { WIRE_ACCOUNT_STATUS, type AccountFormInput, type QueryValue, type WireAccount, type WireAccountRole } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { textOrNull, wirePagingOf } from '../../legacy/wire-values';
import { maskMobile } from '../password-reset-applications/mapping';

export function toRoleOption(wire: WireAccountRole) {
  return { id: wire.id, name: wire.name, roleType: wire.roleType };
}

/**
 * Wire -> contract. `mobile` is masked in lists (`masked`), in full for the one account the
 * account-detail page edits.
 */
export function toAccount(wire: WireAccount, masked: boolean): Account {
  const mobile = wire.mobile ?? '';
  return {
    id: wire.id,
    loginName: wire.loginName,
    name: wire.userName,
    mobile: masked ? maskMobile(mobile) : mobile,
    unitId: textOrNull(wire.unitId),
    unitName: textOrNull(wire.unitName),
    roles: wire.roleList.map(toRoleOption),
    state: wire.status === WIRE_ACCOUNT_STATUS.enabled ? 'enabled' : 'disabled',
    createdAt: wire.createDate,
  };
}

export type AccountQueryValue = z.output<typeof ZAccountQuerySchema>;

/** Clean sort fields -> wire fields of `findAccount`. */
export const ACCOUNT_SORT_FIELDS = { loginName: 'loginName', name: 'userName', state: 'status', createdAt: 'createDate' } as const;

/** `findAccount` parameters; undefined when `sort` names a field the list cannot sort by. */
export function toAccountListQuery(query: AccountQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, ACCOUNT_SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    status: query.state ? WIRE_ACCOUNT_STATUS[query.state] : undefined,
    roleId: query.roleId,
  };
}

/** The fields `create` and `update` share, from either clean body. */
export function toAccountForm(body: z.output<typeof ZAccountUpdateBodySchema> | z.output<typeof ZAccountCreateBodySchema>): AccountFormInput {
  return { name: body.name, mobile: body.mobile, unitId: body.unitId, roleIds: body.roleIds, enabled: body.state === 'enabled' };
}
