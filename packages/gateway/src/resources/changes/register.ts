import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../../context';
import { platformFeed } from './feed';
import { createClosedHub, createMemoryHub, type ChangeHub } from './hub';
import { createRedisHub } from './redis-hub';
import { registerChangeStream } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** This gateway's share of the change fan-out (tests ask it who polls). */
    changeHub: ChangeHub;
  }
}

/**
 * The change stream and its hub: through Redis when REDIS_URL is set (one poller for every
 * gateway), in memory otherwise; none without PLATFORM_SECRET, which the feed of every unit needs.
 * The hub starts when the gateway is ready and stops after its streams were ended on close
 * (docs/architecture.md, "Changes").
 */
export function registerChanges(app: FastifyInstance, ctx: GatewayContext): void {
  const read = platformFeed(ctx.legacy);
  const { redisUrl, platformSecret } = ctx.config;
  const hub = !platformSecret ? createClosedHub() : redisUrl ? createRedisHub(redisUrl, read, app.log) : createMemoryHub(read, app.log);
  app.decorate('changeHub', hub);
  registerChangeStream(app, ctx, hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => hub.close());
}
