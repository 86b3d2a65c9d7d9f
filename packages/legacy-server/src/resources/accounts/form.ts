import { isPassword } from '@portal/contract';
import { ACCOUNT_MESSAGES, ZWireAccountForm, type WireAccountFormFields } from '@portal/legacy-protocol';
import { failed, passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';

export type AccountFields = Omit<WireAccountFormFields, 'roleIds'> & { roleIds: string[] };
export type NewAccountFields = AccountFields & { loginName: string; password: string };

const LOGIN_NAME = /^[A-Za-z0-9_.@-]{2,64}$/;

/** The fields `create` and `update` share, or the platform's refusal. */
export function readAccountForm(params: WireParams): Checked<AccountFields> {
  const parsed = ZWireAccountForm.safeParse(params);
  if (!parsed.success) return failed(ACCOUNT_MESSAGES.invalid);
  const roleIds = [...new Set(parsed.data.roleIds.split(',').map((id) => id.trim()).filter((id) => id !== ''))];
  if (roleIds.length === 0) return failed(ACCOUNT_MESSAGES.invalid);
  return passed({ ...parsed.data, roleIds });
}

/** `create`'s form: the shared fields, a login name and a password that keeps the password rule. */
export function readNewAccountForm(params: WireParams): Checked<NewAccountFields> {
  const fields = readAccountForm(params);
  if (!fields.ok) return fields;
  const loginName = (params.loginName ?? '').trim();
  const password = params.password ?? '';
  if (!LOGIN_NAME.test(loginName)) return failed(ACCOUNT_MESSAGES.invalid);
  if (!isPassword(password)) return failed(ACCOUNT_MESSAGES.passwordInvalid);
  return passed({ ...fields.value, loginName, password });
}
