import { createRequire } from 'node:module';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { isAccessId } from './access';
import { problemResponses, type RouteMeta } from './common';
import { contract } from './contract';

function flatten(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : flatten(value, `${prefix}${key}.`),
  );
}

const routes = flatten(contract);
const SEGMENT = /^([a-z0-9]+(-[a-z0-9]+)*|:[a-z][A-Za-z0-9]*)$/;

describe('contract', () => {
  it('has the routes the gateway and the SPA start from', () => {
    const names = routes.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'session.login',
        'session.ssoLogin',
        'session.current',
        'session.logout',
        'session.changeRole',
        'session.createToken',
        'me.get',
        'me.update',
        'me.changePassword',
        'unit.get',
        'errorLogs.create',
        'errorLogs.list',
      ]),
    );
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes)('%s is guarded by public, session or a known access id', (_, route) => {
    const access = (route.metadata as RouteMeta | undefined)?.access;
    expect(access === 'public' || access === 'session' || isAccessId(access ?? '')).toBe(true);
  });

  it.each(routes)('%s has a kebab-case /api/v1/ path and a summary', (_, route) => {
    expect(route.path.startsWith('/api/v1/')).toBe(true);
    const segments = route.path.slice('/api/v1/'.length).split('/');
    for (const segment of segments) expect(segment).toMatch(SEGMENT);
    expect(route.summary?.length).toBeGreaterThan(0);
  });

  it.each(routes)('%s answers the problem responses with strict status codes', (_, route) => {
    expect(route.strictStatusCodes).toBe(true);
    for (const status of Object.keys(problemResponses)) {
      expect(route.responses).toHaveProperty(status);
    }
  });

  it('never has two routes with the same method and path', () => {
    // Parameter names do not make paths different: /x/:id and /x/:token collide.
    const keys = routes.map(([, route]) => `${route.method} ${route.path.replace(/:[A-Za-z0-9]+/g, ':')}`);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('keeps the session routes exactly where the gateway expects them', () => {
    expect(contract.session.login).toMatchObject({ method: 'POST', path: '/api/v1/session', metadata: { access: 'public' } });
    expect(contract.session.current).toMatchObject({ method: 'GET', path: '/api/v1/session', metadata: { access: 'session' } });
    expect(contract.session.logout).toMatchObject({ method: 'DELETE', path: '/api/v1/session' });
    expect(contract.session.changeRole).toMatchObject({ method: 'PUT', path: '/api/v1/session/role' });
    expect(contract.session.createToken).toMatchObject({ method: 'POST', path: '/api/v1/tokens', metadata: { access: 'public' } });
    expect(contract.me.changePassword).toMatchObject({ method: 'PUT', path: '/api/v1/me/password' });
    expect(contract.errorLogs.create.responses).toHaveProperty('202');
  });

  it('declares uploads as multipart and downloads with their content types', () => {
    expect(contract.attachments.upload).toMatchObject({ contentType: 'multipart/form-data' });
    expect(contract.reports.download.responses[200]).toMatchObject({ contentType: 'application/pdf' });
    expect(contract.equipment.export.responses[200]).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });
});

// @ts-rest/open-api is a dependency of the gateway, not of the contract: borrow it from there.
const gatewayRequire = createRequire(new URL('../../gateway/package.json', import.meta.url));
const openApiPath = (() => {
  try {
    return gatewayRequire.resolve('@ts-rest/open-api');
  } catch {
    return undefined;
  }
})();

describe.skipIf(!openApiPath)('OpenAPI', () => {
  it('generates a document with every route', async () => {
    const { generateOpenApi } = (await import(openApiPath!)) as {
      generateOpenApi: (router: AppRouter, info: object) => { paths: Record<string, object> };
    };
    const document = generateOpenApi(contract, { info: { title: 'portal', version: '1' } });
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    expect(operations.length).toBe(routes.length);
  });
});
