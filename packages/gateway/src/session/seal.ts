import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What the gateway remembers about a signed-in user; never sent to a client in the clear. */
export const ZSessionPayload = z.object({
  /** The platform's session id (`__sid`). */
  sid: z.string().min(1),
  /** The platform's extend session id (`__extend`). */
  ext: z.string(),
  uid: z.string(),
  /** The login name, for the audit trail (absent in tokens sealed before it was kept). */
  login: z.string().optional(),
  roleId: z.string(),
  menuIds: z.array(z.string()),
  /** The platform says the password is too simple: only the password change and a few routes answer. */
  isSimplePwd: z.boolean().optional(),
  /** Expiry, epoch milliseconds. */
  exp: z.number().int(),
});
export type SessionPayload = z.infer<typeof ZSessionPayload>;

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const keyCache = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'portal-gateway', 'session-seal v1', 32));
    keyCache.set(secret, key);
  }
  return key;
}

/** AES-256-GCM over the JSON payload; `v1.<base64url(iv | tag | ciphertext)>`. */
export function sealSession(payload: SessionPayload, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The payload, or null when the token is malformed, tampered with, sealed with another secret or expired. */
export function unsealSession(
  token: string,
  secret: string,
  now: number = Date.now(),
): SessionPayload | null {
  const [version, data, extra] = token.split('.');
  if (version !== VERSION || !data || extra !== undefined) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const json = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed = ZSessionPayload.safeParse(JSON.parse(json));
    if (!parsed.success || parsed.data.exp <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
