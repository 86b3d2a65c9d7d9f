import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';
import { PROBLEM_CONTENT_TYPE } from './problem';

/**
 * Every error answer typed as problem JSON, and no API answer kept by a browser or a proxy:
 * they carry personal data (names, ID card and mobile numbers, the signed-in user).
 */
export function installApiAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.type(PROBLEM_CONTENT_TYPE);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
