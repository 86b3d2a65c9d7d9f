import { describe, expect, it } from 'vitest';
import { mintSsoToken, verifySsoToken } from './sso-token';

const SECRET = 'institute-shared-secret-0001';
const NOW = Date.UTC(2024, 4, 31, 2, 0, 0);

describe('single sign-on tokens', () => {
  it('mints loginName.expiresEpochMs.sig with a base64url HMAC-SHA256', () => {
    const token = mintSsoToken('qiye', SECRET, 60_000, NOW);
    expect(token).toMatch(new RegExp(`^qiye\\.${NOW + 60_000}\\.[A-Za-z0-9_-]{43}$`));
  });

  it('verifies a fresh token to its login name', () => {
    expect(verifySsoToken(mintSsoToken('qiye', SECRET, 60_000, NOW), SECRET, NOW + 59_999)).toBe('qiye');
  });

  it('refuses a token at or after its expiry', () => {
    expect(verifySsoToken(mintSsoToken('qiye', SECRET, 60_000, NOW), SECRET, NOW + 60_000)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    expect(verifySsoToken(mintSsoToken('qiye', 'another-secret-000000', 60_000, NOW), SECRET, NOW)).toBeNull();
  });

  it('refuses a token whose name or expiry was changed', () => {
    const [, expires, sig] = mintSsoToken('qiye', SECRET, 60_000, NOW).split('.');
    expect(verifySsoToken(`admin.${expires}.${sig}`, SECRET, NOW)).toBeNull();
    expect(verifySsoToken(`qiye.${Number(expires) + 1}.${sig}`, SECRET, NOW)).toBeNull();
  });

  it('keeps dots inside a login name', () => {
    expect(verifySsoToken(mintSsoToken('zhang.li', SECRET, 60_000, NOW), SECRET, NOW)).toBe('zhang.li');
  });

  it('refuses garbage and every token when the secret is empty', () => {
    expect(verifySsoToken('not-a-token', SECRET, NOW)).toBeNull();
    expect(verifySsoToken('a.b.c', SECRET, NOW)).toBeNull();
    expect(verifySsoToken(mintSsoToken('qiye', SECRET, 60_000, NOW), '', NOW)).toBeNull();
  });
});
