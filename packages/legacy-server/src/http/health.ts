import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

const HEALTH_PATH = '/a/stone/health';

/** The gateway's readiness probe: answers once the database does. */
export function healthRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(HEALTH_PATH, { config: { public: true } }, async () => {
    await context.db.execute(sql`select 1`);
    return { result: 'true' };
  });
}
