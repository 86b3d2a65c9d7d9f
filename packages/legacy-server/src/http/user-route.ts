import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/schema';
import { loginRequired } from './answers';
import { GET_OR_POST } from './methods';
import { wireParams, type WireParams } from './params';
import { sessionUser } from './session-guard';

export type UserHandler = (user: UserRow, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type UserAction = (user: UserRow, params: WireParams, request: FastifyRequest) => Promise<unknown>;

/** A handler for the signed-in user, or `result: "login"` when the account was disabled or removed meanwhile. */
export function withUser(context: AppContext, handler: UserHandler) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const user = await sessionUser(context, request);
    return user ? handler(user, request, reply) : loginRequired();
  };
}

/** GET-or-POST routes that answer for the signed-in user from the request's parameters. */
export function userRoutes(app: FastifyInstance, context: AppContext, actions: readonly (readonly [string, UserAction])[]): void {
  for (const [url, action] of actions) {
    app.route({ method: GET_OR_POST, url, handler: withUser(context, (user, request) => action(user, wireParams(request), request)) });
  }
}
