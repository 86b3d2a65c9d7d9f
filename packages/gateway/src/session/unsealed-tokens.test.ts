import { describe, expect, it } from 'vitest';
import { currentRoleKey } from './current-role';
import { sealSession, type SessionPayload } from './seal';
import { createUnsealedTokens } from './unsealed-tokens';

const SECRET = 'unsealed-tokens-test-secret-0123456789abcdef';
const NOW = 1_800_000_000_000;

function payload(sid: string, exp = NOW + 60_000): SessionPayload {
  return { sid, ext: 'e', uid: 'u1', login: 'qiye', roleId: 'r1', menuIds: ['m1'], exp };
}

describe('createUnsealedTokens', () => {
  it('unseals a token once and answers the same frozen session and role key afterwards', () => {
    const tokens = createUnsealedTokens(SECRET);
    const token = sealSession(payload('s1'), SECRET);
    const first = tokens.unseal(token, NOW);
    expect(first?.session.sid).toBe('s1');
    expect(first?.roleKey).toBe(currentRoleKey('s1'));
    expect(Object.isFrozen(first?.session)).toBe(true);
    expect(Object.isFrozen(first?.session.menuIds)).toBe(true);
    expect(tokens.unseal(token, NOW + 1)).toBe(first);
  });

  it('refuses a token once it has expired, also when it was unsealed before', () => {
    const tokens = createUnsealedTokens(SECRET);
    const token = sealSession(payload('s1', NOW + 1_000), SECRET);
    expect(tokens.unseal(token, NOW)).not.toBeNull();
    expect(tokens.unseal(token, NOW + 1_000)).toBeNull();
    expect(tokens.size).toBe(0);
  });

  it('answers from the map only the very token kept, not one that shares its beginning', () => {
    const tokens = createUnsealedTokens(SECRET);
    const token = sealSession(payload('s1'), SECRET);
    const kept = tokens.unseal(token, NOW);
    // One character of the sealed body changed (not the last, whose low bits may be base64 padding).
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(tokens.unseal(changed, NOW)).toBeNull();
    expect(tokens.unseal(`${token}A`, NOW)).toBeNull();
    expect(tokens.unseal(token, NOW)).toBe(kept);
    expect(tokens.size).toBe(1);
  });

  it('keeps no forged or foreign token', () => {
    const tokens = createUnsealedTokens(SECRET);
    expect(tokens.unseal('v1.not-a-token', NOW)).toBeNull();
    expect(tokens.unseal(sealSession(payload('s1'), 'another-secret-of-enough-length-0123456789'), NOW)).toBeNull();
    expect(tokens.size).toBe(0);
  });

  it('holds at most its capacity, dropping the oldest first', () => {
    const tokens = createUnsealedTokens(SECRET, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((sid) => sealSession(payload(sid), SECRET));
    const first = tokens.unseal(a!, NOW);
    tokens.unseal(b!, NOW);
    tokens.unseal(c!, NOW);
    expect(tokens.size).toBe(2);
    // `a` was dropped: unsealed anew, a different object with the same content.
    const again = tokens.unseal(a!, NOW);
    expect(again).not.toBe(first);
    expect(again?.session).toEqual(first?.session);
  });
});
