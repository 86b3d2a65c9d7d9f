import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { buildProblem, PROBLEM_CONTENT_TYPE } from '../problem';

type Implementation = { [key: string]: unknown };

/** Every route of a contract, depth first, with its key path (e.g. `unit.update`). */
export function contractRoutes(router: AppRouter, prefix: string[] = []): { key: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, node]) =>
    isAppRoute(node)
      ? [{ key: [...prefix, key].join('.'), route: node }]
      : contractRoutes(node as AppRouter, [...prefix, key]),
  );
}

/** The contract routes the implementation (shaped like the contract) has no handler for. */
export function unimplementedRoutes(router: AppRouter, implemented: Implementation): { key: string; route: AppRoute }[] {
  return contractRoutes(router).filter(({ key }) => {
    const handler = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Implementation | undefined)?.[part], implemented);
    return handler === undefined;
  });
}

/**
 * A 501 problem for every contract route not implemented yet, so a route added to the contract is
 * served and guarded by its access id without touching the gateway. Plain Fastify routes carrying the
 * contract route in their config (the access guard reads it there); no body validation, so an upload
 * or a half-filled form gets the same honest 501.
 */
export function registerNotImplemented(app: FastifyInstance, routes: { route: AppRoute }[]): void {
  for (const { route } of routes) {
    app.route({
      method: route.method,
      url: route.path,
      config: { tsRestRoute: route },
      handler: async (request, reply) =>
        reply
          .status(501)
          .type(PROBLEM_CONTENT_TYPE)
          .send(buildProblem({ status: 501, detail: '该功能尚未开放，敬请期待' }, request.id)),
    });
  }
}
