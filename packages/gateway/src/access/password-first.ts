import { contract } from '@portal/contract';
import type { SessionPayload } from '../session/seal';

/** The 403 detail for a user who must change a too simple password first. */
export const PASSWORD_FIRST_DETAIL = '请先修改初始密码后再使用平台';

// What such a user still reaches: their session (current user, role, sign-out), their own
// profile and the password change itself. The SPA shows its forced-password dialog meanwhile.
const BEFORE_PASSWORD_CHANGE: ReadonlySet<unknown> = new Set<unknown>([
  contract.session.current,
  contract.session.logout,
  contract.session.changeRole,
  contract.me.get,
  contract.me.update,
  contract.me.changePassword,
]);

/**
 * The forced password change, enforced on the server for cookies and bearer tokens alike: while
 * the platform says the password is too simple, every other signed-in route is refused.
 */
export function mustChangePasswordFirst(
  route: unknown,
  session: Pick<SessionPayload, 'isSimplePwd'> | null,
): boolean {
  return session?.isSimplePwd === true && !BEFORE_PASSWORD_CHANGE.has(route);
}
