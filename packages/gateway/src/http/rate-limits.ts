import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { isApiPath } from './api-path';
import { HttpProblem } from './problem';

const MINUTE_MS = 60_000;

/**
 * @fastify/rate-limit with its counters in Redis when REDIS_URL is set, so every gateway instance
 * counts the same requests, and in the plugin's bounded memory store otherwise. Counting never
 * blocks the API: while Redis is away, requests pass uncounted (skipOnError).
 */
export async function registerRateLimits(app: FastifyInstance, opts: { redisUrl?: string }): Promise<void> {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    const client = new Redis(opts.redisUrl, { connectTimeout: 2_000, commandTimeout: 2_000, maxRetriesPerRequest: 1 });
    // ioredis reconnects by itself; a failed count is skipped.
    client.on('error', () => undefined);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: 'portal:rate:',
    ...(redis ? { redis } : {}),
  });
}

/**
 * At most `requestsPerMinute` API requests per client address and minute (the address after the
 * trusted proxies, TRUST_PROXY); more answer 429 with Retry-After.
 */
export function installAddressRateLimit(app: FastifyInstance, opts: { requestsPerMinute: number }): void {
  const count = app.createRateLimit({
    max: opts.requestsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const limit = await count(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
    throw new HttpProblem({ status: 429, detail: '请求过于频繁，请稍后再试' });
  });
}
