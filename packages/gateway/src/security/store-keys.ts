import { createHash } from 'node:crypto';

/**
 * A shared-store key that says what it counts without showing it: login names, client addresses
 * and platform session ids never appear in Redis in the clear.
 */
export function storeKey(kind: string, value: string): string {
  return `portal:${kind}:${createHash('sha256').update(value).digest('base64url')}`;
}
