import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows inline styles because Chakra UI (emotion) and Swagger UI inject
 * them at run time; scripts stay same-origin only.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { httpsOnly: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(opts.httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the gateway is reached over HTTPS.
    strictTransportSecurity: opts.httpsOnly ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
}
