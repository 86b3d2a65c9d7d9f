import SwaggerParser from '@apidevtools/swagger-parser';
import { contract, XLSX_MIME } from '@portal/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { isAppRouteOtherResponse, isZodType } from '@ts-rest/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractRoutes } from '../http/not-implemented';
import { EQUIPMENT_SORT_FIELDS } from '../resources/equipment/mapping';
import { buildOpenApiDocument } from './openapi';
import { isJson, mediaSchema, operationsOf, type Json, type OpenApiDocument } from './openapi-json';
import { fallbackDescription } from './openapi-parameters';
import { SORT_FIELDS_BY_OPERATION } from './openapi-sort-fields';

// The document exactly as registerOpenApi serves it at /api/openapi.json.
let document: OpenApiDocument;
const routes = new Map(contractRoutes(contract).map(({ key, route }) => [key, route]));

beforeAll(() => {
  document = buildOpenApiDocument(contract, '宁波市');
});

function operation(id: string) {
  const found = operationsOf(document).find(({ operation: candidate }) => candidate.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
}

function resolved(parameter: Json): Json {
  const ref = parameter.$ref;
  if (typeof ref !== 'string') return parameter;
  const target = document.components.parameters?.[ref.replace('#/components/parameters/', '')];
  if (!target) throw new Error(`unresolved ${ref}`);
  return target;
}

describe('the OpenAPI document', () => {
  it('passes swagger-parser validation as OpenAPI 3.0', async () => {
    // validate() dereferences in place: it gets a copy, the JSON as served.
    const served: Parameters<typeof SwaggerParser.validate>[0] = JSON.parse(JSON.stringify(document));
    await expect(SwaggerParser.validate(served)).resolves.toBeDefined();
  });

  it("has no error under redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/api/openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.message} ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    const warnings = problems.map((problem) => problem.ruleId);
    // The portal is not published under a licence; every other warning is a fault.
    expect(new Set(warnings)).toEqual(new Set(['info-license']));
  });

  it('describes every parameter', () => {
    const undescribed = operationsOf(document).flatMap(({ operation: op }) =>
      (op.parameters ?? []).map(resolved).filter((parameter) => typeof parameter.description !== 'string' || parameter.description === '').map((parameter) => `${op.operationId} ${String(parameter.name)}`),
    );
    expect(undescribed).toEqual([]);
    // Generated from the name, a description says nothing of how the filter compares: the contract's .describe() must.
    const generated = operationsOf(document).flatMap(({ operation: op }) =>
      (op.parameters ?? []).map(resolved).filter((parameter) => parameter.description === fallbackDescription(parameter)).map((parameter) => `${op.operationId} ${String(parameter.name)}`),
    );
    expect(generated).toEqual([]);
    expect(operation('equipment.list').parameters?.find((parameter) => parameter.name === 'nextCheckDateTo')?.description).toContain('inclusive');
    const list = operation('equipment.list').parameters ?? [];
    expect(list.find((parameter) => parameter.name === 'pageSize')?.description).toBe('Items per page, 1 to 200');
    expect(operation('equipment.get').parameters?.find((parameter) => parameter.name === 'id')?.description).toContain("record's id");
  });

  it('answers every 4xx and 5xx with the one Problem schema as application/problem+json', () => {
    expect(document.components.schemas?.Problem?.properties).toHaveProperty('type');
    for (const { operation: op } of operationsOf(document)) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (Number(status) < 400) continue;
        expect(answer.content, `${op.operationId} ${status}`).toEqual({ 'application/problem+json': expect.objectContaining({ schema: { $ref: '#/components/schemas/Problem' } }) });
      }
    }
  });

  it('marks public operations with an empty security list and the others with the session or a token', () => {
    for (const { operation: op } of operationsOf(document)) {
      expect(op.security, op.operationId).toEqual(op['x-access'] === 'public' ? [] : [{ cookieSession: [] }, { bearerToken: [] }]);
    }
  });

  it('declares Idempotency-Key on every write but uploads', () => {
    expect(document.components.parameters?.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false });
    for (const { method, operation: op } of operationsOf(document)) {
      const upload = isJson(op.requestBody?.content) && 'multipart/form-data' in op.requestBody.content;
      const declared = (op.parameters ?? []).some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey');
      expect(declared, `${method} ${op.operationId}`).toBe(method !== 'get' && !upload);
    }
  });

  it('gives every download its media type and a binary body', () => {
    const pdf = operation('reports.download').responses?.['200']?.content;
    expect(pdf).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(Object.keys(isJson(operation('equipment.export').responses?.['200']?.content) ? (operation('equipment.export').responses?.['200']?.content as Json) : {})).toEqual([XLSX_MIME]);
    expect(operation('attachments.download').responses?.['200']?.content).toHaveProperty(['image/png', 'schema', 'format'], 'binary');
    const files = [...routes].filter(([, route]) => Object.values(route.responses).some((answer) => isAppRouteOtherResponse(answer) && answer.contentType !== 'text/event-stream'));
    expect(files.length).toBeGreaterThanOrEqual(16);
    for (const [id] of files) {
      const content = operation(id).responses?.['200']?.content;
      expect(isJson(content) && Object.values(content).every((media) => isJson(media) && isJson(media.schema) && media.schema.format === 'binary'), id).toBe(true);
    }
  });

  it('lists the sort fields a list accepts', () => {
    const sort = operation('equipment.list').parameters?.find((parameter) => parameter.name === 'sort');
    const fields = Object.keys(EQUIPMENT_SORT_FIELDS);
    expect(isJson(sort?.schema) ? sort.schema.enum : undefined).toEqual(fields.flatMap((field) => [`${field}:asc`, `${field}:desc`]));
    expect(sort?.description).toContain('nextCheckDate');
    // A renamed operation would silently lose its enum.
    for (const id of Object.keys(SORT_FIELDS_BY_OPERATION)) {
      const parameter = operation(id).parameters?.find((candidate) => candidate.name === 'sort');
      expect(isJson(parameter?.schema) && Array.isArray(parameter.schema.enum), id).toBe(true);
    }
  });

  it('publishes sort as an enum on every list, one order alone where the platform keeps one', () => {
    const unchecked = operationsOf(document).flatMap(({ operation: op }) =>
      (op.parameters ?? []).map(resolved).filter((parameter) => parameter.name === 'sort' && !(isJson(parameter.schema) && Array.isArray(parameter.schema.enum) && parameter.schema.enum.length > 0)).map(() => op.operationId),
    );
    expect(unchecked).toEqual([]);
    const reviews = operation('unit.reviews').parameters?.find((parameter) => parameter.name === 'sort');
    expect(isJson(reviews?.schema) ? reviews.schema.enum : undefined).toEqual(['appliedAt:asc']);
    expect(reviews?.description).toContain('one order');
  });

  it('requires a request body where the contract does', () => {
    expect(operation('session.createToken').requestBody?.required).toBe(true);
    for (const { operation: op } of operationsOf(document)) {
      const route = routes.get(op.operationId ?? '');
      if (!op.requestBody || !route || !('body' in route)) continue;
      expect(op.requestBody.required, op.operationId).toBe(!(isZodType(route.body) && route.body.isOptional()));
    }
  });

  it('describes uploads as multipart/form-data with a binary file', () => {
    const body = mediaSchema(operation('attachments.upload').requestBody?.content, 'multipart/form-data');
    expect(body?.properties).toHaveProperty('file', expect.objectContaining({ type: 'string', format: 'binary' }));
    expect(body?.required).toContain('file');
  });

  it('documents answer times as Beijing time without an offset', () => {
    const token = mediaSchema(operation('session.createToken').responses?.['201']?.content, 'application/json');
    const expiresAt = isJson(token?.properties) ? token.properties.expiresAt : undefined;
    expect(expiresAt).toMatchObject({ type: 'string', example: '2026-11-29 09:00:00' });
    const schema = isJson(expiresAt) ? expiresAt : {};
    expect(String(schema.description)).toContain('Beijing time');
    expect(new RegExp(String(schema.pattern)).test('2026-11-29 09:00:00')).toBe(true);
    expect(new RegExp(String(schema.pattern)).test('2026-11-29T01:00:00Z')).toBe(false);
  });

  it('gives the main operations examples of their requests and answers', () => {
    const example = (content: unknown, type: string) => (isJson(content) && isJson(content[type]) ? content[type].example : undefined);
    expect(example(operation('session.login').requestBody?.content, 'application/json')).toMatchObject({ username: 'qiye' });
    expect(example(operation('session.createToken').responses?.['201']?.content, 'application/json')).toMatchObject({ tokenType: 'Bearer' });
    expect(example(operation('equipment.list').responses?.['200']?.content, 'application/json')).toMatchObject({ total: 1 });
    expect(example(operation('equipment.get').responses?.['200']?.content, 'application/json')).toMatchObject({ registerCode: '31103302122021080045' });
    expect(example(operation('inspectionApplications.create').requestBody?.content, 'application/json')).toMatchObject({ kind: 'periodic' });
    expect(example(operation('inspectionApplications.create').responses?.['201']?.content, 'application/json')).toMatchObject({ state: 'submitted' });
    expect(example(operation('reports.download').responses?.['404']?.content, 'application/problem+json')).toMatchObject({ status: 404 });
    expect(operation('reports.download').parameters?.find((parameter) => parameter.name === 'reportType')?.example).toBe('LLDSJ');
  });

  it('marks the deprecated route, fields and filters of the workers API deprecated, and not their replacements', () => {
    const schemaOf = (node: unknown): Json => {
      const ref = isJson(node) ? node.$ref : undefined;
      const target = typeof ref === 'string' ? document.components.schemas?.[ref.replace('#/components/schemas/', '')] : node;
      return isJson(target) ? target : {};
    };
    const propertiesOf = (node: unknown): Json => {
      const properties = schemaOf(node).properties;
      return isJson(properties) ? properties : {};
    };
    expect(operation('workers.qualifications').deprecated).toBe(true);
    expect(operation('workers.certificatesOfWorker').deprecated).toBeFalsy();

    const worker = propertiesOf(mediaSchema(operation('workers.get').responses?.['200']?.content, 'application/json'));
    expect(schemaOf(worker.qualifications)).toMatchObject({ deprecated: true });
    expect(schemaOf(worker.operatorCodes)).toMatchObject({ deprecated: true });
    expect(schemaOf(worker.certificates).deprecated).toBeUndefined();
    const certificate = propertiesOf(schemaOf(worker.certificates).items);
    expect(certificate.operatorCode).toMatchObject({ deprecated: true, description: expect.stringContaining('`workItem`') });
    expect(certificate.operatorLabel).toMatchObject({ deprecated: true });
    expect(schemaOf(certificate.workItem).deprecated).toBeUndefined();

    const overview = propertiesOf(mediaSchema(operation('workers.overview').responses?.['200']?.content, 'application/json'));
    expect(schemaOf(overview.byOperatorCode)).toMatchObject({ deprecated: true });

    const body = propertiesOf(mediaSchema(operation('workers.create').requestBody?.content, 'application/json'));
    expect(schemaOf(body.qualifications)).toMatchObject({ deprecated: true });
    expect(schemaOf(body.certificates).deprecated).toBeUndefined();

    for (const id of ['workers.list', 'workers.export', 'workers.certificates']) {
      const parameters = operation(id).parameters ?? [];
      expect(parameters.find((parameter) => parameter.name === 'operatorCode'), id).toMatchObject({ deprecated: true });
      expect(parameters.find((parameter) => parameter.name === 'workItem')?.deprecated, id).toBeUndefined();
    }
  });

  it('shares repeated schemas as components instead of repeating them', () => {
    const inline = new Map<string, number>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!isJson(node)) return;
      const text = JSON.stringify(node);
      if (node.type === 'object' && text.length >= 300) inline.set(text, (inline.get(text) ?? 0) + 1);
      Object.values(node).forEach(walk);
    };
    walk(document.paths);
    expect([...inline.values()].filter((count) => count > 1)).toEqual([]);
    const upload = mediaSchema(operation('attachments.upload').responses?.['201']?.content, 'application/json');
    expect(upload?.$ref).toMatch(/^#\/components\/schemas\//);
  });

  it('stays well under a megabyte', () => {
    // 4.1 MB before problems and repeated schemas were shared (issue 28); about 0.63 MB after.
    expect(JSON.stringify(document).length).toBeLessThan(700_000);
  });
});
