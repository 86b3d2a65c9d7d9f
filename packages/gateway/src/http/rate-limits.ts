import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedStore } from '../security/shared-store';
import { storeKey } from '../security/store-keys';
import { isApiPath } from './api-path';
import { HttpProblem, problemOf } from './problem';

const MINUTE_MS = 60_000;
// Hashed keys kept per process, so that a busy address is not hashed again on every request.
const KEYS_KEPT = 10_000;

/** A limit of `max` requests per window of `windowMs`, counted under `kind` in the shared store. */
export type WindowLimit = { kind: string; max: number; windowMs: number };

export type WindowCount = { allowed: boolean; retryAfterS: number };

/**
 * Counts one request against `limit` for `value` (an address, a session) in the shared store, the
 * same store as the login and onboarding limits: Redis with REDIS_URL, so every gateway instance
 * counts the same requests, memory otherwise. A window opens with its first request and its key
 * expires with it; a refusal says when it ends. Values are hashed (store-keys.ts): no address or
 * session appears in Redis.
 */
export function createWindowCounter(store: SharedStore, limit: WindowLimit) {
  const keys = new Map<string, string>();
  const keyOf = (value: string): string => {
    let key = keys.get(value);
    if (key === undefined) {
      if (keys.size >= KEYS_KEPT) keys.clear();
      key = storeKey(limit.kind, value);
      keys.set(value, key);
    }
    return key;
  };
  const windowOf = ({ count, leftMs }: { count: number; leftMs: number }): WindowCount => ({
    allowed: count <= limit.max,
    retryAfterS: Math.max(1, Math.ceil(leftMs / 1000)),
  });
  const { local } = store;
  return {
    count: async (value: string): Promise<WindowCount> => windowOf(await store.hit(keyOf(value), limit.windowMs)),
    /** The count at once, when the store is in this process (SharedStore.local). */
    countNow: local ? (value: string): WindowCount => windowOf(local.hit(keyOf(value), limit.windowMs)) : undefined,
  };
}

function refuse(reply: FastifyReply, retryAfterS: number, detail?: string): HttpProblem {
  reply.header('retry-after', String(retryAfterS));
  return new HttpProblem(problemOf('rate-limited', detail === undefined ? {} : { detail }));
}

/**
 * At most `requestsPerMinute` API requests per client address and minute (the address after the
 * trusted proxies, TRUST_PROXY); more answer 429 with Retry-After. Counting never blocks the API:
 * while the store is away (Redis down), requests pass uncounted.
 */
export function installAddressRateLimit(app: FastifyInstance, store: SharedStore, opts: { requestsPerMinute: number }): void {
  const { count, countNow } = createWindowCounter(store, { kind: 'rate-address', max: opts.requestsPerMinute, windowMs: MINUTE_MS });
  // A callback hook: no promise for the hook itself, and none for the count of a store in this process.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    if (countNow) {
      const { allowed, retryAfterS } = countNow(request.ip);
      return allowed ? done() : done(refuse(reply, retryAfterS));
    }
    count(request.ip).then(
      ({ allowed, retryAfterS }) => (allowed ? done() : done(refuse(reply, retryAfterS))),
      () => done(),
    );
  });
}

/**
 * A route's own limit per signed-in session (its platform session), or per address without one,
 * for a preHandler: at most `max` requests a minute, 429 with `detail` past it.
 */
export function perSessionLimit(store: SharedStore, opts: { kind: string; max: number; detail: string }) {
  const { count } = createWindowCounter(store, { kind: opts.kind, max: opts.max, windowMs: MINUTE_MS });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = request.portalSession;
    const counted = await count(session ? `s:${session.sid}` : `ip:${request.ip}`).catch(() => null);
    if (counted && !counted.allowed) throw refuse(reply, counted.retryAfterS, opts.detail);
  };
}
