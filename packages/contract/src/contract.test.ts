import { createRequire } from 'node:module';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAccessId } from './access';
import { problemResponses, type RouteMeta } from './common';
import { contract } from './contract';
import { message } from './messages';
import { ZSavedSchema } from './shared-schemas';

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

  it('answers the saves of use registrations, operators, equipment and pipelines with the saved reference, as construction records', () => {
    const groups = [contract.useRegistrations, contract.workers, contract.equipment, contract.pipelines, contract.constructionRecords];
    const saves = groups.flatMap((group) => [group.create.responses[201], group.update.responses[200]]);
    for (const answer of saves) expect(answer).toBe(ZSavedSchema);
  });
});

type Leaf = { path: string; schema: z.ZodTypeAny };

/**
 * Every string schema inside a request schema, with where it sits, and every place that takes any
 * value at all (z.any / z.unknown), which could carry a string past the text check.
 */
function requestLeaves(schema: z.ZodTypeAny, path: string, found: { strings: Leaf[]; open: string[] }, seen = new Set<z.ZodTypeAny>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const walk = (inner: z.ZodTypeAny, at = path) => requestLeaves(inner, at, found, seen);
  if (schema instanceof z.ZodString) found.strings.push({ path, schema });
  else if (schema instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(schema.shape as z.ZodRawShape)) walk(value, `${path}.${key}`);
    walk(schema._def.catchall);
  } else if (schema instanceof z.ZodArray) walk(schema.element, `${path}[]`);
  else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) walk(schema.unwrap());
  else if (schema instanceof z.ZodDefault || schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly) walk(schema._def.innerType);
  else if (schema instanceof z.ZodEffects) {
    // z.instanceof(Blob) and z.custom refine z.any: a type check of a file, not text.
    if (!(schema.innerType() instanceof z.ZodAny)) walk(schema.innerType());
  } else if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    for (const option of schema.options as z.ZodTypeAny[]) walk(option);
  } else if (schema instanceof z.ZodIntersection) {
    walk(schema._def.left);
    walk(schema._def.right);
  } else if (schema instanceof z.ZodRecord) {
    walk(schema.keySchema, `${path}{key}`);
    walk(schema.valueSchema, `${path}{}`);
  } else if (schema instanceof z.ZodTuple) schema.items.forEach((item: z.ZodTypeAny, index: number) => walk(item, `${path}[${index}]`));
  else if (schema instanceof z.ZodPipeline) {
    walk(schema._def.in);
    walk(schema._def.out);
  } else if (schema instanceof z.ZodLazy) walk(schema.schema);
  else if (schema instanceof z.ZodBranded) walk(schema.unwrap());
  else if (schema instanceof z.ZodAny || schema instanceof z.ZodUnknown) found.open.push(path);
}

function requestSchemas(route: AppRoute): [string, z.ZodTypeAny][] {
  const parts: [string, unknown][] = [
    ['params', route.pathParams],
    ['query', route.query],
    ['body', 'body' in route ? route.body : undefined],
  ];
  return parts.filter((part): part is [string, z.ZodTypeAny] => part[1] instanceof z.ZodType);
}

function leavesOf(route: AppRoute) {
  const found = { strings: [] as Leaf[], open: [] as string[] };
  for (const [part, schema] of requestSchemas(route)) requestLeaves(schema, part, found);
  return found;
}

const CONTROL_MESSAGE = message('controlCharacters');
const issuesOf = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('request text', () => {
  it('finds the strings of the requests it walks', () => {
    const paths = leavesOf(contract.equipment.create).strings.map((leaf) => leaf.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.usePlace', 'body.params{key}', 'body.params{}']));
    expect(leavesOf(contract.equipment.list).strings.map((leaf) => leaf.path)).toContain('query.keyword');
    expect(leavesOf(contract.equipment.get).strings.map((leaf) => leaf.path)).toEqual(['params.id']);
  });

  it.each(routes)('%s refuses a NUL in every string of its path, query and body', (_, route) => {
    const { strings, open } = leavesOf(route);
    expect(open).toEqual([]);
    const accepting = strings.filter((leaf) => !issuesOf(leaf.schema, 'a\u0000b').includes(CONTROL_MESSAGE)).map((leaf) => leaf.path);
    expect(accepting).toEqual([]);
  });

  it('refuses C0, DEL and C1 controls in a single line, and all but tab and line breaks in multi-line text', () => {
    const name = contract.equipment.create.body.innerType().shape.name;
    const remark = contract.constructionRecords.create.body.shape.remark;
    for (const control of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009f', '\t', '\n', '\r']) {
      expect(issuesOf(name, `电梯${control}1`)).toContain(CONTROL_MESSAGE);
    }
    for (const control of ['\u0000', '\u000b', '\u001b', '\u007f', '\u0080']) {
      expect(issuesOf(remark, `第一行${control}第二行`)).toContain(CONTROL_MESSAGE);
    }
    expect(remark.parse('第一行\r\n\t第二行')).toBe('第一行\r\n\t第二行');
    expect(name.parse('乘客电梯 A-1（东）')).toBe('乘客电梯 A-1（东）');
  });
});

describe('path parameters', () => {
  const withParams = routes.filter(([, route]) => route.path.includes('/:'));

  it('are in routes with ids, tokens and report types', () => {
    expect(withParams.length).toBeGreaterThan(40);
  });

  it.each(withParams)('%s has a pattern for every :param that refuses path tricks', (_, route) => {
    const names = route.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
    expect(route.pathParams).toBeInstanceOf(z.ZodObject);
    const shape = (route.pathParams as z.AnyZodObject).shape as z.ZodRawShape;
    for (const name of names) {
      const param = shape[name];
      expect(param, name).toBeDefined();
      for (const bad of ['..', '.', 'a/b', 'a%2Fb', '%2e%2e', 'a\\b', '', 'a b', 'a\u0000', 'x'.repeat(600)]) {
        expect(param!.safeParse(bad).success, `${name}=${JSON.stringify(bad)}`).toBe(false);
      }
    }
  });

  it('takes the ids the platform issues: numbers and dash-less UUIDs', () => {
    const id = contract.equipment.get.pathParams.shape.id;
    for (const good of ['10001', '1765432109876543210', '5f0c7a1e9b3d4c2a8e6f1b0d9c8a7e6f', 'eq_1-A']) expect(id.parse(good)).toBe(good);
    expect(issuesOf(id, '../10001')).toEqual([message('invalidId')]);
  });
});

// @ts-rest/open-api is a dependency of the gateway, not of the contract: borrow it from there.
const gatewayRequire = createRequire(new URL('../../gateway/package.json', import.meta.url));
// The gateway's own copy of the generator, which the workspace always installs: a missing one fails here.
const openApiPath = gatewayRequire.resolve('@ts-rest/open-api');

describe('OpenAPI', () => {
  it('generates a document with every route', async () => {
    const { generateOpenApi } = (await import(openApiPath)) as {
      generateOpenApi: (router: AppRouter, info: object) => { paths: Record<string, object> };
    };
    const document = generateOpenApi(contract, { info: { title: 'portal', version: '1' } });
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    expect(operations.length).toBe(routes.length);
  });
});
