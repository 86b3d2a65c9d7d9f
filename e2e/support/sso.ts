import { createHmac } from 'node:crypto';
import { SSO_SECRET } from './constants';

/**
 * A token as the single sign-on issuer makes it: `loginName.expiresEpochMs.sig`, sig being the
 * base64url HMAC-SHA256 of the first two parts under the secret shared with the platform.
 */
export function mintSsoToken(loginName: string, ttlMs = 60_000): string {
  const payload = `${loginName}.${Date.now() + ttlMs}`;
  const sig = createHmac('sha256', SSO_SECRET).update(payload, 'utf8').digest('base64url');
  return `${payload}.${sig}`;
}
