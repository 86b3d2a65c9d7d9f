import { withDetail, type ProblemSpec } from '../http/problem';

/** When a client refused for want of the shared store should come back: Redis is tried again every second. */
export const STORE_RETRY_AFTER_S = 5;

/**
 * The shared store (Redis) could not answer: unreachable, too slow, or refusing. Whatever needed it
 * (a sign-in's lockout counters, a session's role check, an Idempotency-Key, an upload token, a
 * payment notification's nonce) is refused with STORE_UNAVAILABLE, never waved through
 * (docs/operations.md, "Redis").
 */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('the shared store (Redis) is unavailable', { cause });
    this.name = 'StoreUnavailable';
  }
}

/** The 503 of a check that needs the shared store while it is away. */
export const STORE_UNAVAILABLE: ProblemSpec = withDetail(
  'dependency-unavailable',
  { zh: '安全校验服务暂不可用，请稍后再试', en: 'Security checks are unavailable for the moment, please try again later' },
  { retryAfterSeconds: STORE_RETRY_AFTER_S },
);
