import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = { httpsOnly: boolean };

/**
 * The security headers of every answer, as one fixed table. Answers Fastify writes before any
 * hook runs (a malformed URL, an over-long id, a broken request line) send the same table, which
 * is why it is not left to a plugin's request hook. The CSP allows inline styles because Chakra UI
 * (emotion) and Swagger UI inject them at run time; scripts stay same-origin only.
 */
export function securityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(opts.httpsOnly ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    'content-security-policy': csp.join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    // HSTS only makes sense when the gateway is reached over HTTPS.
    ...(opts.httpsOnly ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Sends the security headers on every answer that goes through Fastify's hooks. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  // Callback hooks where nothing is awaited: an async hook costs a promise and a microtask per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
