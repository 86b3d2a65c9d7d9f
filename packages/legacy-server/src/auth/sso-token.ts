import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

/**
 * A single sign-on token `loginName.expiresEpochMs.sig`, where `sig` is the base64url
 * HMAC-SHA256 of `loginName.expiresEpochMs` under the shared secret.
 */
export function mintSsoToken(loginName: string, secret: string, ttlMs: number, now: number = Date.now()): string {
  if (secret === '') throw new Error('SSO secret must not be empty');
  const payload = `${loginName}.${Math.floor(now + ttlMs)}`;
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The login name of a valid, unexpired token, or null. Login names may contain dots, so parse from the right. */
export function verifySsoToken(token: string, secret: string, now: number = Date.now()): string | null {
  if (secret === '') return null;
  const parts = token.split('.');
  if (parts.length < 3) return null;
  const sig = parts.pop() ?? '';
  const expiresText = parts.pop() ?? '';
  const loginName = parts.join('.');
  if (loginName === '' || !/^\d{1,16}$/.test(expiresText) || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const expected = signature(`${loginName}.${expiresText}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expiresText) > now ? loginName : null;
}
