import type { SharedStore } from '../security/shared-store';
import { storeKey } from '../security/store-keys';
import type { SessionPayload } from './seal';

const keyOf = (sid: string) => storeKey('session-role', sid);

/** The shared-store key of the role last chosen for the platform session `sid`. */
export const currentRoleKey = keyOf;

/**
 * Every token of one sign-in shares the platform session (sid). The role last chosen for it is
 * kept in the shared store, so that after a role switch a token sealed with the old role (and its
 * menu ids) is refused instead of keeping the old role's access until it expires.
 */
export async function keepCurrentRole(
  store: SharedStore,
  session: Pick<SessionPayload, 'sid' | 'roleId'>,
  ttlMs: number,
): Promise<void> {
  await store.set(keyOf(session.sid), session.roleId, ttlMs);
}

/** True when another role has been chosen for the token's platform session since it was sealed. */
export async function isRoleSuperseded(
  store: SharedStore,
  session: Pick<SessionPayload, 'sid' | 'roleId'>,
  roleKey: string = keyOf(session.sid),
): Promise<boolean> {
  return supersedes(await store.get(roleKey), session);
}

/** Whether `current`, the role kept for the token's platform session, is another than the token's. */
export function supersedes(current: string | null, session: Pick<SessionPayload, 'roleId'>): boolean {
  // Nothing kept (a sign-in before this rule, or a store that lost it): the token's own role stands.
  return current !== null && current !== session.roleId;
}

export async function forgetCurrentRole(store: SharedStore, sid: string): Promise<void> {
  await store.delete(keyOf(sid));
}
