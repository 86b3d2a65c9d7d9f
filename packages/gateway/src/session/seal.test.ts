import { describe, expect, it } from 'vitest';
import { sealSession, unsealSession, type SessionPayload } from './seal';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
const payload: SessionPayload = {
  sid: 'sid-123',
  ext: 'ext-456',
  uid: 'u1',
  roleId: 'r1',
  menuIds: ['equipment:view', 'company:view'],
  exp: Date.now() + 60_000,
};

function flipCharAt(token: string, index: number): string {
  const chars = token.split('');
  chars[index] = chars[index] === 'A' ? 'B' : 'A';
  return chars.join('');
}

describe('sealSession / unsealSession', () => {
  it('round-trips the payload', () => {
    expect(unsealSession(sealSession(payload, SECRET), SECRET)).toEqual(payload);
  });

  it('produces an opaque token that does not show the platform session ids', () => {
    const token = sealSession(payload, SECRET);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('sid-123');
    expect(Buffer.from(token.slice(3), 'base64url').toString('latin1')).not.toContain('ext-456');
  });

  it('seals the same payload differently each time (random IV)', () => {
    expect(sealSession(payload, SECRET)).not.toBe(sealSession(payload, SECRET));
  });

  it('rejects a token with any byte changed', () => {
    const token = sealSession(payload, SECRET);
    for (const index of [3, 10, 30, token.length - 1]) {
      expect(unsealSession(flipCharAt(token, index), SECRET)).toBeNull();
    }
  });

  it('rejects a token sealed with another secret', () => {
    expect(unsealSession(sealSession(payload, SECRET), `${SECRET}-other`)).toBeNull();
  });

  it('rejects an expired token', () => {
    const token = sealSession({ ...payload, exp: 1_000 }, SECRET);
    expect(unsealSession(token, SECRET)).toBeNull();
    expect(unsealSession(sealSession(payload, SECRET), SECRET, payload.exp + 1)).toBeNull();
  });

  it('rejects garbage', () => {
    for (const token of ['', 'v1.', 'v2.abc', 'v1.abc.def', 'not-a-token']) {
      expect(unsealSession(token, SECRET)).toBeNull();
    }
  });
});
