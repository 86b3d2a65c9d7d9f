import { SIGNED_IN_HINT_COOKIE } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  sessionCookieName,
  setSessionCookie,
  type CookieSettings,
  type SessionReply,
} from './cookie';
import type { GatewayContext } from '../context';
import { StoreUnavailable } from '../security/store-unavailable';
import { isRoleSuperseded, supersedes } from './current-role';
import { sealSession, type SessionPayload } from './seal';
import { createUnsealedTokens } from './unsealed-tokens';

export type SessionSource = 'cookie' | 'bearer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The unsealed session of the caller, or null. */
    portalSession: Readonly<SessionPayload> | null;
    /** Where the caller's token came from; null when none was presented. */
    sessionSource: SessionSource | null;
    /**
     * A token was presented but its role could not be checked (the shared store is away): the
     * access guard refuses every route that needs a session with 503; public ones run without it.
     */
    sessionUnverified: boolean;
  }
}

const WHITESPACE = /\s/;

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme in any case, whitespace around
 * the token), or null. Read by hand: a regular expression over the 765-character token cost about
 * 0.7 µs a request, a fifth of that (docs/performance.md).
 */
export function bearerTokenOf(header: string): string | null {
  if (header.length < 8 || !WHITESPACE.test(header.charAt(6)) || header.slice(0, 6).toLowerCase() !== 'bearer') return null;
  const token = header.slice(7).trim();
  return token === '' || WHITESPACE.test(token) ? null : token;
}

/** The token a caller presented: `Authorization: Bearer …` first, else the session cookie. */
export function readSessionToken(
  request: FastifyRequest,
  cookie: CookieSettings,
): { token: string; source: SessionSource } | null {
  const header = request.headers.authorization;
  const bearer = header ? bearerTokenOf(header) : null;
  if (bearer) return { token: bearer, source: 'bearer' };
  const value = request.cookies?.[sessionCookieName(cookie)];
  if (value) return { token: value, source: 'cookie' };
  return null;
}

/**
 * Unseals the caller's token on every request, before any access check runs. A token that does
 * not unseal, has expired or carries a role superseded by a later role switch is no session. One
 * whose role cannot be checked is no session either, and is marked unverified, never trusted.
 */
export function installSessionReader(app: FastifyInstance, ctx: Pick<GatewayContext, 'sessions' | 'store'>): void {
  const { secret, cookie } = ctx.sessions;
  const tokens = createUnsealedTokens(secret);
  app.decorateRequest('portalSession', null);
  app.decorateRequest('sessionSource', null);
  app.decorateRequest('sessionUnverified', false);
  const { store } = ctx;
  // A callback hook: a store in this process (SharedStore.local) checks the role without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const presented = readSessionToken(request, cookie);
    if (!presented) return done();
    request.sessionSource = presented.source;
    const unsealed = tokens.unseal(presented.token);
    if (!unsealed) return done();
    if (store.local) {
      if (!supersedes(store.local.get(unsealed.roleKey), unsealed.session)) request.portalSession = unsealed.session;
      return done();
    }
    isRoleSuperseded(store, unsealed.session, unsealed.roleKey).then(
      (superseded) => {
        if (!superseded) request.portalSession = unsealed.session;
        done();
      },
      (error: unknown) => {
        if (!(error instanceof StoreUnavailable)) return done(error as Error);
        request.sessionUnverified = true;
        done();
      },
    );
  });
}

export type SessionIssuer = {
  secret: string;
  ttlMs: number;
  cookie: CookieSettings;
};

/** Seals a new session; the caller decides how the token travels. */
export function newSessionToken(
  issuer: SessionIssuer,
  payload: Omit<SessionPayload, 'exp'>,
  now: number = Date.now(),
): { token: string; payload: SessionPayload } {
  const sealed: SessionPayload = { ...payload, exp: now + issuer.ttlMs };
  return { token: sealSession(sealed, issuer.secret), payload: sealed };
}

/**
 * Re-seals a changed session (e.g. a new role) keeping its expiry, and hands it back the way the
 * caller sent it: a cookie for browsers; for bearer callers the token is returned, for the route to
 * put in its answer's body where the contract says so, and kept in the `X-Session-Token` header
 * that clients written before the body carried it read (docs/api.md, "Switching the role").
 */
export function renewSession(
  issuer: SessionIssuer,
  request: FastifyRequest,
  reply: SessionReply,
  payload: SessionPayload,
): { bearerToken?: string } {
  const token = sealSession(payload, issuer.secret);
  request.portalSession = payload;
  if (request.sessionSource === 'bearer') {
    reply.header('x-session-token', token);
    return { bearerToken: token };
  }
  setSessionCookie(reply, token, payload.exp, issuer.cookie);
  return {};
}

/** Forgets a browser session; bearer callers simply drop their token. */
export function endSession(issuer: SessionIssuer, request: FastifyRequest, reply: SessionReply): void {
  request.portalSession = null;
  const cookies = request.cookies ?? {};
  // A hint left without its session (a lost cookie) is cleared too, or every page would ask again.
  if (cookies[sessionCookieName(issuer.cookie)] !== undefined || cookies[SIGNED_IN_HINT_COOKIE] !== undefined) {
    clearSessionCookie(reply, issuer.cookie);
  }
}
