import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { coreFail } from './answers';

/** The header the gateway sends the shared secret in (the gateway's legacy client spells it the same). */
export const PLATFORM_SECRET_HEADER = 'x-platform-secret';

export const PLATFORM_REFUSED_MESSAGE = '拒绝访问：平台只受理门户网关的请求';

// Digests have one length whatever was sent, so the comparison takes the same time for any guess.
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * With a secret, every request (the health probe included, so a gateway with the wrong secret is
 * not ready) must carry it in `X-Platform-Secret`, or is answered HTTP 403 before any session or
 * route logic runs. Without one the platform answers anyone who reaches it, as JeeSite does.
 */
export function registerPlatformSecret(app: FastifyInstance, secret: string | undefined): void {
  if (!secret) return;
  const expected = digest(secret);
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers[PLATFORM_SECRET_HEADER];
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    // The body of a refused request is not read: the connection closes instead of taking it in.
    return reply.code(403).header('connection', 'close').send(coreFail(PLATFORM_REFUSED_MESSAGE));
  });
}
