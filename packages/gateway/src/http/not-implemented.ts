import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { problemFor, problemOf, PROBLEM_CONTENT_TYPE } from './problem';

type Implementation = { [key: string]: unknown };

/** Every route of a contract, depth first, with its key path (e.g. `unit.update`). */
export function contractRoutes(router: AppRouter, prefix: string[] = []): { key: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, node]) =>
    isAppRoute(node) ? [{ key: [...prefix, key].join('.'), route: node }] : contractRoutes(node, [...prefix, key]),
  );
}

/** The contract routes a contract-shaped implementation has nothing for. */
export function unimplementedRoutes(router: AppRouter, implemented: Implementation): { key: string; route: AppRoute }[] {
  return contractRoutes(router).filter(({ key }) => {
    const handler = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Implementation | undefined)?.[part], implemented);
    return handler === undefined;
  });
}

/** A route of the contract the gateway does not serve yet: it answers 501 once the access check let the caller through. */
export type PlannedRoute = { route: AppRoute };

/** Every route of a planned contract group (or of the part of a group that is planned). */
export function plannedGroup(group: AppRouter): PlannedRoute[] {
  return contractRoutes(group).map(({ route }) => ({ route }));
}

/**
 * Plain Fastify routes answering 501 for the planned routes, so they are served and guarded by their
 * access id like the others. They carry the contract route in their config (the access guard reads it
 * there) and validate no body, so an upload or a half-filled form gets the same honest 501: their
 * scope accepts a body of any type unread (the multipart parser lives only in the uploads' scope).
 */
export async function registerPlanned(app: FastifyInstance, planned: PlannedRoute[]): Promise<void> {
  if (planned.length === 0) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    registerPlannedRoutes(scope, planned);
  });
}

function registerPlannedRoutes(app: FastifyInstance, planned: PlannedRoute[]): void {
  for (const { route } of planned) {
    app.route({
      method: route.method,
      url: route.path,
      config: { tsRestRoute: route },
      handler: async (request, reply) =>
        reply
          .status(501)
          .type(PROBLEM_CONTENT_TYPE)
          .send(problemFor(problemOf('not-implemented'), request)),
    });
  }
}
