import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { contract } from '@portal/contract';
import { installAccessGuard } from './access/guard';
import type { GatewayConfig } from './config';
import { openAuditLog, type AuditLog } from './audit/audit-log';
import { installProbeWatch } from './audit/probe-watch';
import { registerSmsBudgetWatch } from './audit/sms-budget-alarm';
import type { GatewayContext } from './context';
import { installApiAnswerHeaders } from './http/api-answers';
import { installClosingRefusal } from './http/closing';
import { installDeprecationHeaders } from './http/deprecation';
import { installIdempotency } from './http/idempotency';
import { limitConnections } from './http/connection-limits';
import { installCsrfGuard } from './http/csrf';
import { handleError } from './http/error-handler';
import { clientErrorHandler, frameworkErrorHandler } from './http/framework-errors';
import { installAddressRateLimit, perSessionLimit } from './http/rate-limits';
import { installResponseCheck } from './http/response-check';
import { installAccessLog, loggerOptions } from './http/request-log';
import { createLegacyClient } from './legacy/client';
import { registerHealth } from './plugins/health';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders, securityHeaders } from './plugins/security';
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
    /** How often the SMS budget watch asks the platform (tests shorten it). */
    smsBudgetWatchMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const legacyUrl = deps.legacyUrl ?? config.legacyUrl;
  if (!legacyUrl) throw new Error('buildGateway needs the platform URL (LEGACY_URL or deps.legacyUrl)');
  const secret = await resolveSessionSecret(config);

  const headers = securityHeaders({ httpsOnly: config.cookieSecure });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    genReqId: requestId,
    // Fastify's own two lines per request are off: the access log writes one (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    // Requests that arrive while closing get the product's problem JSON (http/closing.ts).
    return503OnClosing: false,
    // Both answer problem JSON, so with the API's headers.
    frameworkErrors: frameworkErrorHandler(headers.api),
    clientErrorHandler: clientErrorHandler(headers.api),
  });
  limitConnections(app.server, {
    maxConnections: config.limits.maxConnections,
    // Behind trusted proxies every socket comes from a proxy: the proxy limits its clients' sockets.
    perAddress: config.trustProxy === 0 ? config.limits.connectionsPerAddress : null,
    headersTimeoutMs: 20_000,
  });
  app.setErrorHandler(handleError);
  // First, so that an audit folder that cannot be written stops the start (ConfigError) before anything opens.
  const audit = deps.audit ?? (await openAuditLog(config, { log: app.log }));

  const legacy = createLegacyClient({
    baseUrl: legacyUrl,
    timeoutMs: config.legacyTimeoutMs,
    connections: config.legacyConnections,
    platformSecret: config.platformSecret,
  });
  const store = deps.store ?? createSharedStore(config, app.log);
  // From the first moment of a shutdown /readyz says so and requests are refused (start.ts, closeOnSignals; http/closing.ts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
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

  // App: request id and security headers, the refusal while closing, the address rate limit, sessions, cross-site request
  // refusal, the access guard, the count of a user's 404s (audit/probe-watch.ts), problem content type, no caching of API answers, per-route body limits.
  installAccessLog(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app, headers);
  installClosingRefusal(app, () => closing);
  installAddressRateLimit(app, store, { requestsPerMinute: config.limits.requestsPerMinute });
  installSessionReader(app, ctx);
  installCsrfGuard(app, { publicOrigins: config.publicOrigins });
  installAccessGuard(app, ctx);
  installProbeWatch(app, ctx);
  registerSmsBudgetWatch(app, ctx, deps.smsBudgetWatchMs);
  installIdempotency(app, store);
  installApiAnswerHeaders(app);
  installDeprecationHeaders(app);
  if (config.validateResponses) installResponseCheck(app);
  app.addHook('onRoute', (route) => {
    if (route.config?.tsRestRoute === contract.errorLogs.create) route.bodyLimit = ERROR_LOG_BODY_LIMIT;
  });

  // Routes.
  registerHealth(app, legacy, {
    timeoutMs: config.legacyTimeoutMs,
    isClosing: () => closing,
    store,
    auditWritable: () => audit.writable(),
  });
  await registerOpenApi(app, { router: contract, cityName: config.cityName });
  const perSession = perSessionLimit(store, { kind: 'rate-error-logs', max: config.errorLogRatePerMinute, detail: '错误日志提交过于频繁，请稍后再试' });
  await registerApi(app, ctx, { errorLogsPerSession: perSession });
  await registerSpa(app, { webDist: config.webDist, cityName: config.cityName });
  await store.connect();

  return app;
}
