import { currentRoleKey } from './current-role';
import { unsealSession, type SessionPayload } from './seal';

/** An unsealed token: its frozen payload and the shared-store key of its sign-in's current role. */
export type UnsealedToken = { session: Readonly<SessionPayload>; roleKey: string };

/**
 * Tokens this process has already unsealed. A client sends the same token with every request, and
 * unsealing it (AES-GCM, JSON, schema check, the role key's hash) was a fifth of the CPU of a small
 * request; a hit costs one map lookup and the expiry check. Only tokens that unsealed are kept (a
 * forged one cannot fill the map), at most `capacity`, the oldest dropped first; an expired token
 * is dropped when it is next presented. The payloads are frozen, as every request shares them.
 */
export function createUnsealedTokens(secret: string, capacity = 10_000) {
  const tokens = new Map<string, UnsealedToken>();
  return {
    unseal(token: string, now: number = Date.now()): UnsealedToken | null {
      const known = tokens.get(token);
      if (known) {
        if (known.session.exp > now) return known;
        tokens.delete(token);
        return null;
      }
      const session = unsealSession(token, secret, now);
      if (!session) return null;
      Object.freeze(session.menuIds);
      const unsealed: UnsealedToken = { session: Object.freeze(session), roleKey: currentRoleKey(session.sid) };
      if (tokens.size >= capacity) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, unsealed);
      return unsealed;
    },
    get size() {
      return tokens.size;
    },
  };
}
