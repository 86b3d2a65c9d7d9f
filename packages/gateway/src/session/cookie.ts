import type { CookieSerializeOptions } from '@fastify/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@portal/contract';

/** The session cookie over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'portal_session';
/**
 * The session cookie when Secure. A `__Host-` cookie is kept by browsers only with Secure, Path=/
 * and no Domain, so neither a sibling subdomain nor plain HTTP can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-portal_session';

export type CookieSettings = { secure: boolean };

/** The one name the gateway sets and reads; the other name is ignored. */
export function sessionCookieName(settings: CookieSettings): string {
  return settings.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The reply methods sessions use. Structural on purpose: @ts-rest/fastify 3.52 types its `reply`
 * with Fastify 4's generic order, although at run time it is Fastify 5's reply.
 */
export type SessionReply = {
  setCookie(name: string, value: string, options?: CookieSerializeOptions): unknown;
  clearCookie(name: string, options?: CookieSerializeOptions): unknown;
  header(name: string, value: string): unknown;
};

function cookieOptions(settings: CookieSettings): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' };
}

/** httpOnly, SameSite=Lax, Path=/, no Domain; Max-Age follows the token's remaining life. */
export function setSessionCookie(
  reply: SessionReply,
  token: string,
  expiresAt: number,
  settings: CookieSettings,
): void {
  const maxAge = Math.max(0, Math.round((expiresAt - Date.now()) / 1000));
  reply.setCookie(sessionCookieName(settings), token, { ...cookieOptions(settings), maxAge });
  // Readable by the SPA, so it asks for the session only when there is one: no 401 on public pages.
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions(settings), maxAge });
}

function hintOptions(settings: CookieSettings): CookieSerializeOptions {
  return { ...cookieOptions(settings), httpOnly: false };
}

export function clearSessionCookie(reply: SessionReply, settings: CookieSettings): void {
  reply.clearCookie(sessionCookieName(settings), cookieOptions(settings));
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions(settings));
}
