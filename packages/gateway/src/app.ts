import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { contract } from '@portal/contract';
import { installAccessGuard } from './access/guard';
import type { GatewayConfig } from './config';
import { createAuditLog, type AuditLog } from './audit/audit-log';
import type { GatewayContext } from './context';
import { handleError } from './http/error-handler';
import { HttpProblem, PROBLEM_CONTENT_TYPE } from './http/problem';
import { createLegacyClient } from './legacy/client';
import { registerHealth } from './plugins/health';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerApi } from './router';
import { createSharedStore, type SharedStore } from './security/shared-store';
import { installSessionReader } from './session/auth';
import { resolveSessionSecret } from './session/secret-file';

const BODY_LIMIT = 1024 * 1024;
const ERROR_LOG_BODY_LIMIT = 16 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function rateKey(sid: string | undefined, ip: string): string {
  return sid ? `s:${createHash('sha256').update(sid).digest('base64url').slice(0, 22)}` : `ip:${ip}`;
}

// A hop count trusts that many proxies in front of the gateway (0: none, the socket is the client).
function trustProxyOption(value: number | string) {
  if (value === 0) return false;
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The gateway: the clean API of packages/contract in front of the platform at `legacyUrl`.
 * Plugins load in a visible order: external -> app -> routes.
 */
export async function buildGateway(
  config: GatewayConfig,
  deps: {
    legacyUrl?: string;
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: { write(line: string): void };
    /** Tests share one store between two gateways, as Redis would. */
    store?: SharedStore;
    audit?: AuditLog;
  } = {},
): Promise<FastifyInstance> {
  const legacyUrl = deps.legacyUrl ?? config.legacyUrl;
  if (!legacyUrl) throw new Error('buildGateway needs the platform URL (LEGACY_URL or deps.legacyUrl)');
  const secret = await resolveSessionSecret(config);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'res.headers["x-session-token"]',
        ],
        censor: '[redacted]',
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: requestId,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
  });
  app.setErrorHandler(handleError);

  const legacy = createLegacyClient({ baseUrl: legacyUrl, timeoutMs: config.legacyTimeoutMs });
  const store = deps.store ?? createSharedStore(config);
  const audit = deps.audit ?? createAuditLog(config);
  app.addHook('onClose', async () => {
    await legacy.close();
    if (!deps.store) await store.close();
    if (!deps.audit) await audit.close();
  });
  const ctx: GatewayContext = {
    config,
    legacy,
    sessions: { secret, ttlMs: config.sessionTtlMs, cookie: { secure: config.cookieSecure } },
    hosts: {
      platform: legacyUrl,
      print: config.printUrl ?? legacyUrl,
      data: config.dataUrl ?? legacyUrl,
    },
    store,
    audit,
  };

  // External plugins.
  await app.register(cookie);
  await registerSecurityHeaders(app, { httpsOnly: config.cookieSecure });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });

  // App: request id, sessions, the access guard, problem content type, per-route body limits.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installSessionReader(app, ctx);
  installAccessGuard(app, ctx);
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode >= 400 && type.startsWith('application/json')) reply.type(PROBLEM_CONTENT_TYPE);
    return payload;
  });
  app.addHook('onRoute', (route) => {
    if (route.config?.tsRestRoute === contract.errorLogs.create) route.bodyLimit = ERROR_LOG_BODY_LIMIT;
  });

  // Routes.
  registerHealth(app, legacy);
  await registerOpenApi(app, { router: contract, cityName: config.cityName });
  const perSession = app.rateLimit({
    max: config.errorLogRatePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => rateKey(request.portalSession?.sid, request.ip),
    errorResponseBuilder: () =>
      new HttpProblem({ status: 429, detail: '错误日志提交过于频繁，请稍后再试' }),
  });
  await registerApi(app, ctx, { errorLogsPerSession: perSession });
  await registerSpa(app, { webDist: config.webDist, cityName: config.cityName });

  return app;
}
