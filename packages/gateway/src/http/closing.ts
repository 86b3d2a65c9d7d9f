import type { FastifyInstance } from 'fastify';
import { HttpProblem, problemOf } from './problem';
import { PROBLEM_CATALOGUE } from './problem-catalogue';

/** A client refused by a stopping gateway may come back at once: the load balancer sends it to another. */
export const CLOSING_RETRY_AFTER_S = 1;

export const CLOSING_DETAIL = PROBLEM_CATALOGUE.stopping.detail.zh;

/**
 * While the gateway closes (start.ts, closeOnSignals), a request that still arrives on an open
 * keep-alive connection is answered 503 problem JSON with Retry-After and `Connection: close`.
 * Fastify's own answer (`return503OnClosing`, off in app.ts) is plain JSON without either.
 * Register it after the request id and security headers, before anything that does work.
 */
export function installClosingRefusal(app: FastifyInstance, isClosing: () => boolean): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isClosing()) return done();
    reply.header('connection', 'close').header('retry-after', String(CLOSING_RETRY_AFTER_S));
    done(new HttpProblem(problemOf('stopping')));
  });
  // An answer to a request already in flight closes its connection too: a keep-alive client (nginx)
  // would otherwise send its next request on it and get the refusal above instead of another gateway.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing()) reply.header('connection', 'close');
    done(null, payload);
  });
}
