import { decodeLoginText } from '@portal/legacy-protocol';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/schema';
import type { WireParams } from '../http/params';
import { findActiveUserByLoginName } from './active-users';
import { hashPassword, verifyPassword } from './password';
import { verifySsoToken } from './sso-token';

// Checked when the login name is unknown, so that answer takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = (): Promise<string> => (decoyHash ??= hashPassword('decoy-password-never-matches'));

function decodeOrNull(cipherText: string, key: string): string | null {
  try {
    return decodeLoginText(cipherText, key);
  } catch {
    return null;
  }
}

/**
 * The user a login form proves: a valid `ssotoken`, or `username` and `password` enciphered with the
 * configured key. Anything else, including text that does not decipher, is null.
 */
export async function authenticate(context: AppContext, params: WireParams): Promise<UserRow | null> {
  if (params.ssotoken !== undefined && params.ssotoken !== '') {
    const loginName = context.ssoSecret ? verifySsoToken(params.ssotoken, context.ssoSecret, context.now().getTime()) : null;
    return loginName === null ? null : findActiveUserByLoginName(context.db, loginName);
  }
  const loginName = decodeOrNull(params.username ?? '', context.cipherKey);
  const password = decodeOrNull(params.password ?? '', context.cipherKey);
  if (!loginName || !password) return null;
  const user = await findActiveUserByLoginName(context.db, loginName);
  if (!user) {
    await verifyPassword(password, await decoy());
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}
