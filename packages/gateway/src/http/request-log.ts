import type { FastifyError, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { maskSecrets, urlPath } from './redact';

const MAX_DEPTH = 6;

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Every string in plain objects and arrays masked; other objects (requests, errors) have serializers. */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]));
}

/**
 * A request in the log: the route pattern, never the raw URL, whose path may hold ids and whose
 * query string may hold personal data (`?keyword=13912345678`). Unrouted requests log their path only.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.routeOptions.url ?? urlPath(request.url),
    remoteAddress: request.ip,
  };
}

function errorForLog(error: FastifyError) {
  return {
    type: error.name,
    message: maskSecrets(error.message),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    stack: maskSecrets(error.stack ?? ''),
  };
}

/**
 * The gateway's logger: every line passes maskSecrets (its message and the strings of its
 * objects), requests are logged by route, and credentials headers are redacted.
 */
export function loggerOptions(level: LogLevel, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers["x-session-token"]',
      ],
      censor: '[redacted]',
    },
    serializers: { req: requestForLog, err: errorForLog },
    formatters: {
      log: (object) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, maskDeep(value)])),
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskSecrets(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}

const LOGS_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * One access line per request, when its answer is sent: method, route pattern, client address,
 * status and time. Fastify's own request logging (off in app.ts) writes a second line as each
 * request arrives, doubling the logging work of every request for nothing an operator reads.
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // At warn and above (LOG_LEVEL) the line's fields are not even gathered.
    if (LOGS_INFO.has(request.log.level)) {
      request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    }
    done();
  });
}
