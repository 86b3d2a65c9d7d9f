import { currentRoleKey } from './current-role';
import { unsealSession, type SessionPayload } from './seal';

/** An unsealed token: its frozen payload and the shared-store key of its sign-in's current role. */
export type UnsealedToken = { session: Readonly<SessionPayload>; roleKey: string };

// A token's first characters after its version are its random IV and tag, unique to it: the map is keyed
// by them and the token then compared whole. Keyed by the whole 765-character token, every lookup hashed
// all of it, about 2 µs a request (docs/performance.md).
const KEY_LENGTH = 48;

/**
 * Tokens this process has already unsealed. A client sends the same token with every request, and
 * unsealing it (AES-GCM, JSON, schema check, the role key's hash) was a fifth of the CPU of a small
 * request; a hit costs one map lookup, a comparison and the expiry check. Only tokens that unsealed
 * are kept (a forged one cannot fill the map or push a kept one out), at most `capacity`, the oldest
 * dropped first; an expired token is dropped when it is next presented. The payloads are frozen, as
 * every request shares them.
 */
export function createUnsealedTokens(secret: string, capacity = 10_000) {
  const tokens = new Map<string, { token: string; unsealed: UnsealedToken }>();
  return {
    unseal(token: string, now: number = Date.now()): UnsealedToken | null {
      const key = token.slice(0, KEY_LENGTH);
      const known = tokens.get(key);
      if (known !== undefined && known.token === token) {
        if (known.unsealed.session.exp > now) return known.unsealed;
        tokens.delete(key);
        return null;
      }
      const session = unsealSession(token, secret, now);
      if (!session) return null;
      Object.freeze(session.menuIds);
      const unsealed: UnsealedToken = { session: Object.freeze(session), roleKey: currentRoleKey(session.sid) };
      if (known === undefined && tokens.size >= capacity) tokens.delete(tokens.keys().next().value!);
      tokens.set(key, { token, unsealed });
      return unsealed;
    },
    get size() {
      return tokens.size;
    },
  };
}
