import formbody from '@fastify/formbody';
import { DEFAULT_CIPHER_KEY } from '@portal/legacy-protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { createSessionStore } from './auth/session-store';
import type { Db } from './db/database';
import { registerFallbacks } from './http/fallbacks';
import { registerSessionGuard } from './http/session-guard';
import { commonRoutes } from './routes/common';
import { healthRoutes } from './routes/health';
import { loginRoutes } from './routes/login';
import { userRoutes } from './routes/user';
import { attachmentRoutes } from './routes/attachments';
import { indexArticleRoutes } from './routes/index-articles';
import { useManageRoutes } from './routes/use-manage';
import { useRegistApplyRoutes } from './routes/use-regist-apply';
import { dataExportRoutes } from './routes/data-export';
import { eqmRoutes } from './routes/eqm';
import { eqmBcwBasicRoutes } from './routes/eqm-bcw-basic';
import { eqmPipelineRoutes } from './routes/eqm-pipelines';
import { indexStatisticsRoutes } from './routes/index-statistics';

/** JeeSite's default `session.sessionTimeout`. */
export const DEFAULT_SESSION_TIMEOUT_MS = 30 * 60 * 1000;

export type LegacyAppOptions = {
  db: Db;
  /** `shiro.loginSubmit.secretKey`: `thinkgem,jeesite,com` by default, or `Base64`. */
  cipherKey?: string;
  ssoSecret?: string;
  sessionTimeoutMs?: number;
  logger?: boolean;
  now?: () => Date;
};

/** The platform's /a wire as a Fastify app over a migrated database, not yet listening. */
export async function buildLegacyApp(options: LegacyAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    db: options.db,
    sessions: createSessionStore(options.db, options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS, now),
    cipherKey: options.cipherKey ?? DEFAULT_CIPHER_KEY,
    ssoSecret: options.ssoSecret || undefined,
    now,
  };
  const app = Fastify({
    logger: options.logger
      ? {
          // Query strings carry session ids (and, on a login by query, the credentials): log paths only.
          serializers: {
            req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
          },
        }
      : false,
  });
  await app.register(formbody);
  registerSessionGuard(app, context);
  registerFallbacks(app);
  healthRoutes(app, context);
  loginRoutes(app, context);
  userRoutes(app, context);
  commonRoutes(app, context);
  attachmentRoutes(app, context);
  useManageRoutes(app, context);
  useRegistApplyRoutes(app, context);
  indexArticleRoutes(app, context);
  eqmRoutes(app, context);
  eqmPipelineRoutes(app, context);
  eqmBcwBasicRoutes(app, context);
  indexStatisticsRoutes(app, context);
  dataExportRoutes(app, context);
  return app;
}
