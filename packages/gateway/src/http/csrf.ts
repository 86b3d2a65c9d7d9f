import { contract } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem, withDetail } from './problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The routes that set the session cookie: a forged sign-in would put the victim into the attacker's account.
const SIGN_IN_ROUTES: readonly unknown[] = [contract.session.login, contract.session.ssoLogin];
const REFUSED = { zh: '跨站请求已被拒绝，请在门户页面中操作', en: 'Cross-site request refused: use the portal\'s own pages' };

/** What the check reads of a request. */
export type CsrfRequest = {
  method: string;
  /** Where the session token came from; a bearer token is never sent by a browser on its own. */
  sessionSource: 'cookie' | 'bearer' | null;
  signsIn: boolean;
  origin?: string;
  fetchSite?: string;
  /** The request's own origin as the gateway sees it (scheme and host, after trusted proxies). */
  ownOrigin: string;
};

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request may be a cross-site request forgery, and is refused. Only unsafe requests that
 * a browser authenticates on its own (the session cookie) or that sign in are checked. A browser
 * marks a same-origin request with `Sec-Fetch-Site: same-origin`; otherwise its `Origin` must be a
 * configured public origin or the gateway's own. A request with neither header is not from a
 * browser (curl, an integrator's server): browsers send `Origin` on every cross-site unsafe
 * request, so such a request cannot be a forgery, and it passes.
 */
export function isForgeable(request: CsrfRequest, publicOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.sessionSource === 'bearer') return false;
  if (request.sessionSource !== 'cookie' && !request.signsIn) return false;
  if (request.fetchSite === undefined && request.origin === undefined) return false;
  if (request.fetchSite === 'same-origin') return false;
  const origin = request.origin === undefined ? null : originOf(request.origin);
  if (origin === null) return true;
  return !(publicOrigins.has(origin) || origin === originOf(request.ownOrigin));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/** Refuses forgeable requests with a 403 problem before the access check and the handler run. */
export function installCsrfGuard(app: FastifyInstance, opts: { publicOrigins: readonly string[] }): void {
  const publicOrigins = new Set(opts.publicOrigins.map((origin) => originOf(origin)).filter((origin) => origin !== null));
  app.addHook('onRequest', (request, _reply, done) => {
    // Reads cannot be forged into doing anything: skip building the request's description.
    if (SAFE_METHODS.has(request.method)) return done();
    const forgeable = isForgeable(
      {
        method: request.method,
        sessionSource: request.sessionSource,
        signsIn: SIGN_IN_ROUTES.includes(request.routeOptions.config?.tsRestRoute),
        origin: header(request, 'origin'),
        fetchSite: header(request, 'sec-fetch-site'),
        ownOrigin: `${request.protocol}://${request.host}`,
      },
      publicOrigins,
    );
    if (!forgeable) return done();
    request.log.warn({ origin: header(request, 'origin'), fetchSite: header(request, 'sec-fetch-site') }, 'cross-site request refused');
    done(new HttpProblem(withDetail('forbidden', REFUSED)));
  });
}
