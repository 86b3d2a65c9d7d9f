import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import { storeKey } from '../security/store-keys';
import { actorOf } from './actor';

/**
 * A signed-in user who gets this many 404s on record routes (a path with an id) within the window
 * is walking ids that are not theirs, e.g. another unit's records (docs/security.md, "Undetected
 * abuse"). Counted in the shared store, so every gateway instance adds to one count.
 */
export const PROBE_LIMIT = { max: 20, windowMs: 5 * 60_000 } as const;

/**
 * Counts every 404 a signed-in user gets on an `/api/v1/…/:id` route, whatever answered it (a platform
 * refusal turned 404, a token not found), and raises one `probe-suspected` record when the count
 * reaches the limit: the window is fixed from its first 404, so exactly one request of each window
 * sees the count equal the limit, on whichever instance.
 */
export function installProbeWatch(app: FastifyInstance, ctx: Pick<GatewayContext, 'store' | 'audit'>): void {
  const counted = async (request: FastifyRequest, uid: string, pattern: string) => {
    let count: number;
    try {
      count = await ctx.store.increment(storeKey('probe-404', uid), PROBE_LIMIT.windowMs);
    } catch {
      // The store is down: this 404 goes uncounted; the answer was sent already and stays as it was.
      return;
    }
    if (count !== PROBE_LIMIT.max) return;
    ctx.audit.record(request, {
      event: 'probe-suspected',
      outcome: 'failure',
      ...actorOf(request),
      target: `${request.method} ${pattern}`,
      detail: `${PROBE_LIMIT.windowMs / 60_000} 分钟内 ${count} 次请求不存在或无权查看的记录`,
    });
  };
  // A callback hook: every answer passes here, and only a 404 of a record route is counted (by a promise).
  app.addHook('onResponse', (request, reply, done) => {
    const session = request.portalSession;
    const pattern = request.routeOptions.url;
    if (reply.statusCode !== 404 || !session || !pattern?.startsWith('/api/v1/') || !pattern.includes('/:')) return done();
    counted(request, session.uid, pattern).then(() => done(), (error: Error) => done(error));
  });
}
