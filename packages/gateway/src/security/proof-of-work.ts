import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { SharedStore } from './shared-store';
import { storeKey } from './store-keys';

/**
 * The proof of work an SMS code send carries (docs/security.md): a challenge the gateway signs with
 * HMAC, that the browser solves (the `altcha` widget, about a second on a phone) and that is
 * accepted once, before it expires. PBKDF2/SHA-256 because the browser's Web Crypto computes it
 * natively, so a phone pays no more than a script's own CPU does per try.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** A challenge is good for this long after it is drawn; spent ones are remembered as long. */
export const POW_TTL_MS = 5 * 60_000;
// One byte of prefix: 256 tries on average, each `cost` PBKDF2 iterations (config ALTCHA_COST).
const KEY_PREFIX = '00';

export type ProofOfWork = {
  challenge(): Promise<Challenge>;
  /**
   * Whether `payload` (base64 of `{ challenge, solution }`) solves a challenge signed here that has
   * not expired and was not spent before; spends it (atomically, across instances) when it does.
   */
  spend(payload: string): Promise<boolean>;
};

const ZPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(POW_ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{8,64}$/),
        salt: z.string(),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive(),
        keyPrefix: z.string(),
        expiresAt: z.number().int(),
      })
      .passthrough(),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }).passthrough(),
});

function decoded(payload: string) {
  try {
    return ZPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/** The configured key, or one derived from the session secret (a key of its own for this use). */
export function proofOfWorkKey(configured: string | undefined, sessionSecret: string): string {
  return configured ?? createHmac('sha256', sessionSecret).update('portal:sms-proof-of-work').digest('base64url');
}

export function createProofOfWork(options: { hmacKey: string; cost: number; store: SharedStore; now?: () => number }): ProofOfWork {
  const { hmacKey, cost, store, now = Date.now } = options;
  return {
    challenge: () =>
      createChallenge({
        algorithm: POW_ALGORITHM,
        cost,
        deriveKey,
        keyPrefix: KEY_PREFIX,
        expiresAt: Math.floor((now() + POW_TTL_MS) / 1000),
        hmacSignatureSecret: hmacKey,
      }),

    async spend(payload) {
      const solved = decoded(payload);
      if (!solved) return false;
      const { challenge, solution } = solved;
      const expiresAtMs = challenge.parameters.expiresAt * 1000;
      if (expiresAtMs <= now()) return false;
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey }).catch(() => null);
      if (!result?.verified) return false;
      // Only a verified solution writes to the store, so forged payloads cannot fill it.
      return store.add(storeKey('pow-spent', challenge.parameters.nonce), '1', expiresAtMs - now() + 1000);
    },
  };
}
