import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = { httpsOnly: boolean };

/** The two header sets: pages and files a browser renders, and the API's JSON and file answers. */
export type SecurityHeaderSets = { document: Readonly<Record<string, string>>; api: Readonly<Record<string, string>> };

/**
 * The security headers of every answer, as fixed tables. Answers Fastify writes before any hook runs
 * (a malformed URL, an over-long id, a broken request line) are problem JSON and send the API's
 * table, which is why neither is left to a plugin's request hook.
 *
 * Documents (the SPA, Swagger UI): the CSP allows inline styles because Chakra UI (emotion) and
 * Swagger UI inject them at run time; scripts stay same-origin only.
 *
 * API answers are never rendered as a page: the set the OWASP REST Security Cheat Sheet gives for
 * APIs (`default-src 'none'`, no framing, nosniff), without the document-only headers. Half the
 * headers and a tenth of the CSP: less to validate and write on every call (docs/performance.md).
 */
export function securityHeaders(opts: SecurityHeaderOptions): SecurityHeaderSets {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The SMS send's proof-of-work worker is a file of the SPA's (web ui/onboarding/altcha-setup.ts): never a blob: URL.
    "worker-src 'self'",
    "object-src 'none'",
    // The use-sign print preview shows the PDF the page fetched, as a blob: URL in a frame.
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(opts.httpsOnly ? ['upgrade-insecure-requests'] : []),
  ];
  // HSTS only makes sense when the gateway is reached over HTTPS.
  const hsts: Record<string, string> = opts.httpsOnly ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {};
  const document = {
    'content-security-policy': csp.join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...hsts,
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const api = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...hsts,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  return { document, api };
}

/** Whether an answer is one of the API's (JSON, files): everything under /api/v1/. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/v1/');
}

/** Sends the security headers on every answer that goes through Fastify's hooks. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaderSets): void {
  // Callback hooks where nothing is awaited: an async hook costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? headers.api : headers.document);
    done();
  });
}
