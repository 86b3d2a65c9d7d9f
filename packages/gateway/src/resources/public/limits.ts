import { message } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { ProblemSpec } from '../../http/problem';
import type { SharedStore } from '../../security/shared-store';
import { storeKey } from '../../security/store-keys';

/**
 * Limits of the public onboarding calls, counted in the shared store (Redis with REDIS_URL), so
 * every gateway instance counts the same requests, like the login limits. By client address
 * (after TRUST_PROXY) and, where a mobile number is named, by number too; the platform adds its
 * own 60 s resend cooldown and daily cap per number.
 */
export const PUBLIC_LIMITS = {
  captcha: { max: 30, windowMs: 60_000 },
  challengeByAddress: { max: 30, windowMs: 60_000 },
  smsByAddress: { max: 10, windowMs: 60 * 60_000 },
  smsByMobile: { max: 5, windowMs: 60 * 60_000 },
  verifyByAddress: { max: 30, windowMs: 10 * 60_000 },
  verifyByMobile: { max: 10, windowMs: 10 * 60_000 },
  applyByAddress: { max: 10, windowMs: 60 * 60_000 },
  checkByAddress: { max: 60, windowMs: 60_000 },
  outboxByAddress: { max: 60, windowMs: 60_000 },
  uploadByAddress: { max: 20, windowMs: 60 * 60_000 },
  uploadByMobile: { max: 10, windowMs: 60 * 60_000 },
  titlesByAddress: { max: 60, windowMs: 60_000 },
  statusByAddress: { max: 30, windowMs: 60_000 },
  reportVerifyByAddress: { max: 30, windowMs: 60_000 },
} as const;

export type PublicLimit = keyof typeof PUBLIC_LIMITS;

export const TOO_MANY: ProblemSpec = { cause: 'rate-limited', status: 429, detail: '请求过于频繁，请稍后再试' };

/** A send whose proof of work is missing, forged, expired or spent (docs/security.md). */
export const POW_REFUSED: ProblemSpec = {
  cause: 'validation-failed',
  status: 400,
  detail: message('powRequired'),
  errors: [{ path: 'altcha', code: 'invalid_value', message: message('powRequired') }],
};

export type PublicLimiter = {
  /** Counts one request under every key given; false when any of them is over its limit. */
  allow(request: FastifyRequest, limits: readonly (readonly [PublicLimit, string?])[]): Promise<boolean>;
};

export function createPublicLimiter(store: SharedStore): PublicLimiter {
  return {
    async allow(request, limits) {
      let allowed = true;
      for (const [limit, value] of limits) {
        const { max, windowMs } = PUBLIC_LIMITS[limit];
        const count = await store.increment(storeKey(`public-${limit}`, value ?? request.ip), windowMs);
        if (count > max) allowed = false;
      }
      return allowed;
    },
  };
}
