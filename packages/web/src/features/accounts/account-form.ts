import { ZAccountCreateBodySchema, ZAccountUpdateBodySchema, type Account, type AccountState } from '@portal/contract';
import type { z } from 'zod';

export type AccountFormValues = { name: string; mobile: string; unitId: string; roleIds: string[]; state: AccountState };
export type NewAccountFormValues = AccountFormValues & { loginName: string; password: string };

export const CREATE_SCHEMA = ZAccountCreateBodySchema;
export const UPDATE_SCHEMA = ZAccountUpdateBodySchema;
export type AccountCreateBody = z.output<typeof ZAccountCreateBodySchema>;
export type AccountUpdateBody = z.output<typeof ZAccountUpdateBodySchema>;

/** A new account's form; `unitId` from the page's URL when it was opened for one unit. */
export function newAccountValues(unitId = ''): NewAccountFormValues {
  return { loginName: '', password: '', name: '', mobile: '', unitId, roleIds: [], state: 'enabled' };
}

/** The edit form of a stored account. */
export function accountValues(account: Account): AccountFormValues {
  return {
    name: account.name,
    mobile: account.mobile,
    unitId: account.unitId ?? '',
    roleIds: account.roles.map((role) => role.id),
    state: account.state,
  };
}
