import { contract } from '@portal/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEPRECATED_ROUTES, deprecationHeaders, installDeprecationHeaders, withDeprecatedNames, type DeprecatedRoute } from './deprecation';
import { contractRoutes } from './not-implemented';

const OLD: DeprecatedRoute = {
  method: 'GET',
  path: '/api/v1/old-things/:id',
  since: '2026-12-01',
  sunset: '2027-06-01',
  link: '/api/docs#versioning',
};

async function appWith(routes: DeprecatedRoute[]) {
  const app = Fastify();
  installDeprecationHeaders(app, routes);
  app.get('/api/v1/old-things/:id', async (request, reply) => {
    if ((request.params as { id: string }).id === 'missing') return reply.status(404).send({ status: 404 });
    return { id: (request.params as { id: string }).id };
  });
  app.get('/api/v1/new-things/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('deprecation headers', () => {
  it('marks every answer of a deprecated route with Deprecation, Sunset and a deprecation Link', async () => {
    const app = await appWith([OLD]);
    for (const url of ['/api/v1/old-things/7', '/api/v1/old-things/missing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers.deprecation).toBe('@1796083200');
      expect(res.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
      expect(res.headers.link).toBe('</api/docs#versioning>; rel="deprecation"; type="text/html"');
    }
  });

  it('leaves other routes and other methods of the path alone', async () => {
    const app = await appWith([{ ...OLD, method: 'DELETE' }]);
    const res = await app.inject({ method: 'GET', url: '/api/v1/old-things/7' });
    expect(res.headers.deprecation).toBeUndefined();
    const other = await (await appWith([OLD])).inject({ method: 'GET', url: '/api/v1/new-things/7' });
    expect(other.headers.deprecation).toBeUndefined();
    expect(other.headers.link).toBeUndefined();
  });

  it('has no Sunset before a sunset date is set, and refuses a bad date at start-up', () => {
    const { sunset: _sunset, ...undated } = OLD;
    expect(deprecationHeaders(undated)).not.toHaveProperty('sunset');
    expect(() => deprecationHeaders({ ...OLD, since: '1 Dec 2026' })).toThrow(/ISO date/);
  });
});

describe('DEPRECATED_ROUTES', () => {
  it('lists only contract routes marked deprecated, each for at least six months, and every such route', () => {
    const deprecated = contractRoutes(contract)
      .filter(({ route }) => route.deprecated === true)
      .map(({ route }) => `${route.method} ${route.path}`);
    expect(DEPRECATED_ROUTES.map((route) => `${route.method} ${route.path}`).sort()).toEqual(deprecated.sort());
    for (const route of DEPRECATED_ROUTES) {
      const sixMonthsOn = new Date(`${route.since}T00:00:00Z`);
      sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + 6);
      expect(Date.parse(`${route.sunset ?? ''}T00:00:00Z`), route.path).toBeGreaterThanOrEqual(sixMonthsOn.getTime());
    }
  });
});

describe('withDeprecatedNames', () => {
  it('repeats the new fields under their old names, the new ones kept as they are', () => {
    const certificate = { workItem: 'N1', workItemLabel: '叉车司机', certificateNo: 'TS1' };
    expect(withDeprecatedNames(certificate, { operatorCode: 'workItem', operatorLabel: 'workItemLabel' })).toEqual({
      ...certificate,
      operatorCode: 'N1',
      operatorLabel: '叉车司机',
    });
  });
});
