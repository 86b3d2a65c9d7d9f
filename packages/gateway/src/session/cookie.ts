import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'portal_session';

export type CookieSettings = { secure: boolean };

/**
 * The reply methods sessions use. Structural on purpose: @ts-rest/fastify 3.52 types its `reply`
 * with Fastify 4's generic order, although at run time it is Fastify 5's reply.
 */
export type SessionReply = {
  setCookie(name: string, value: string, options?: CookieSerializeOptions): unknown;
  clearCookie(name: string, options?: CookieSerializeOptions): unknown;
  header(name: string, value: string): unknown;
};

/** httpOnly, SameSite=Lax, Path=/; Max-Age follows the token's remaining life. */
export function setSessionCookie(
  reply: SessionReply,
  token: string,
  expiresAt: number,
  settings: CookieSettings,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: SessionReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
  });
}
