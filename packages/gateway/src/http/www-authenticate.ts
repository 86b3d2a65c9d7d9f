import type { FastifyRequest } from 'fastify';

/**
 * The challenge of a 401 (RFC 9110 §11.6.1, RFC 6750 §3): the API takes Bearer tokens; a token that
 * was sent and refused (unknown, expired, sealed with a role since switched) is `invalid_token`, so a
 * client knows to get a new one rather than to add one. Bearer is no challenge a browser answers
 * with a dialog, so the SPA's cookie sessions see the header harmlessly.
 */
export function bearerChallenge(request: FastifyRequest): string {
  return request.sessionSource === 'bearer' ? 'Bearer realm="portal", error="invalid_token"' : 'Bearer realm="portal"';
}

/** Sets the challenge on an answer of `status` 401; other statuses need none. */
export function challengeIfUnauthenticated(status: number, request: FastifyRequest, reply: { header(name: string, value: string): unknown }): void {
  if (status === 401) reply.header('www-authenticate', bearerChallenge(request));
}
