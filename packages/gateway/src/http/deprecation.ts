import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** A route of /api/v1 on its way out (docs/api.md, "Versioning"). */
export type DeprecatedRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route's path as the contract writes it (`/api/v1/equipment/:id`). */
  path: string;
  /** When it was deprecated (ISO date, UTC midnight). */
  since: string;
  /** When it stops answering (ISO date, UTC midnight); at least six months after `since`. */
  sunset?: string;
  /** The page that says what to use instead. */
  link: string;
};

/**
 * The one list of deprecated routes. Adding a route here is the announcement the API makes on
 * the wire; the changelog entry and docs/api.md say the same in words.
 */
export const DEPRECATED_ROUTES: readonly DeprecatedRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/workers/:id/qualifications',
    since: '2026-11-30',
    sunset: '2027-06-01',
    // The route's own entry in the served Swagger UI, which names its replacement (docs/api.md,
    // "Deprecated fields and routes", says the same; the gateway does not serve docs/).
    link: '/api/docs#/workers/workers.qualifications',
  },
];

/**
 * `value` with its deprecated field names (docs/api.md, "Deprecated fields and routes") filled from
 * the fields that replaced them: `{ operatorCode: 'workItem' }` answers `operatorCode` with the value
 * of `workItem`. The one place an answer gets its old spellings, so the two never differ.
 */
export function withDeprecatedNames<T extends object, const Names extends Record<string, keyof T>>(
  value: T,
  names: Names,
): T & { [Old in keyof Names]: T[Names[Old]] } {
  const old = Object.fromEntries(Object.entries(names).map(([name, current]) => [name, value[current]]));
  return { ...value, ...old } as T & { [Old in keyof Names]: T[Names[Old]] };
}

function epochSeconds(isoDate: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`not an ISO date: ${isoDate}`);
  return Math.floor(ms / 1000);
}

/** The answer headers of a deprecated route: Deprecation (RFC 9745), Sunset (RFC 8594) and its Link. */
export function deprecationHeaders(route: DeprecatedRoute): Record<string, string> {
  const headers: Record<string, string> = {
    deprecation: `@${epochSeconds(route.since)}`,
    link: `<${route.link}>; rel="deprecation"; type="text/html"`,
  };
  if (route.sunset !== undefined) headers.sunset = new Date(epochSeconds(route.sunset) * 1000).toUTCString();
  return headers;
}

/**
 * Marks every answer of the listed routes (errors included) with their deprecation headers. The
 * headers are computed once at start-up; a bad date stops the start rather than a request. Call it
 * before the routes are registered.
 */
export function installDeprecationHeaders(app: FastifyInstance, routes: readonly DeprecatedRoute[] = DEPRECATED_ROUTES): void {
  if (routes.length === 0) return;
  const byRoute = new Map(routes.map((route) => [`${route.method} ${route.path}`, deprecationHeaders(route)]));
  // A hook of the deprecated routes only (added as each is registered, so before the routes): the
  // other routes' answers pay nothing for it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const headers = methods.map((method) => byRoute.get(`${method} ${route.url}`)).find((found) => found !== undefined);
    if (!headers) return;
    const markDeprecated: onSendHookHandler = (_request, reply, payload, done) => {
      // A Link the route set itself is kept beside the deprecation link.
      const link = reply.getHeader('link');
      void reply.headers({ ...headers, link: link === undefined ? headers.link : `${String(link)}, ${headers.link}` });
      done(null, payload);
    };
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), markDeprecated];
  });
}
