import swagger, { type SwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { generateOpenApi } from '@ts-rest/open-api';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { productTitle } from '@portal/contract';
import { routeAccess } from '../access/check';
import { finishOpenApiDocument } from './openapi-document';

const ACCESS_TEXT: Record<string, string> = {
  public: 'public (no session needed)',
  session: 'session (any signed-in user)',
};

function accessNote(route: AppRoute): string {
  const access = routeAccess(route) ?? 'session';
  return `Access: ${ACCESS_TEXT[access] ?? `\`${access}\` must be in the current role's menu ids`}`;
}

/** The OpenAPI 3.0 document of the whole contract, each operation marked with its access id, finished in openapi-document.ts. */
export function buildOpenApiDocument(router: AppRouter, cityName: string) {
  const generated = generateOpenApi(
    router,
    {
      info: {
        title: `${productTitle(cityName)} API`,
        version: '1.0.0',
        description:
          'The clean REST API of the portal. Browsers sign in with POST /api/v1/session (httpOnly cookie); ' +
          'integrators get a bearer token from POST /api/v1/tokens. Errors are application/problem+json.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          cookieSession: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          bearerToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const access = routeAccess(route) ?? 'session';
        return {
          ...operation,
          description: [operation.description, accessNote(route)].filter(Boolean).join('\n\n'),
          'x-access': access,
          ...(access === 'public' ? {} : { security: [{ cookieSession: [] }, { bearerToken: [] }] }),
        };
      },
    },
  );
  return finishOpenApiDocument(generated, router);
}

type StaticDocument = NonNullable<Extract<NonNullable<Extract<SwaggerOptions, { mode?: 'static' }>['specification']>, { document: unknown }>['document']>;

/** An OpenAPI 3 document, as @fastify/swagger types it (ts-rest's generator has its own type for the same JSON). */
function isOpenApi3(document: object): document is StaticDocument {
  return 'openapi' in document && typeof document.openapi === 'string' && document.openapi.startsWith('3.');
}

// The document depends only on the contract and the city: built once per process (about 100 ms,
// and every test app of a worker would pay it again), copied for each app that registers it.
const finished = new WeakMap<AppRouter, Map<string, ReturnType<typeof buildOpenApiDocument>>>();
function finishedDocument(router: AppRouter, cityName: string) {
  const byCity = finished.get(router) ?? new Map<string, ReturnType<typeof buildOpenApiDocument>>();
  finished.set(router, byCity);
  const document = byCity.get(cityName) ?? buildOpenApiDocument(router, cityName);
  byCity.set(cityName, document);
  return document;
}

/** `/api/openapi.json` and Swagger UI at `/api/docs`, fed the same document. */
export async function registerOpenApi(
  app: FastifyInstance,
  opts: { router: AppRouter; cityName: string },
): Promise<void> {
  const document = structuredClone(finishedDocument(opts.router, opts.cityName));
  if (!isOpenApi3(document)) throw new Error('the contract did not give an OpenAPI 3 document');
  await app.register(swagger, {
    mode: 'static',
    specification: { document },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send(document));
}
