import { ANSWER_DATE_TIME_DESCRIPTION, DEPRECATED_FIELD_MARK, REQUEST_DATE_TIME_DESCRIPTION, XLSX_MIME } from '@portal/contract';
import { isAppRouteOtherResponse, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contractRoutes } from '../http/not-implemented';
import { shareRepeatedSchemas } from './openapi-components';
import { addOperationExamples } from './openapi-examples';
import { documentOf, isJson, mediaSchema, operationsOf, visitObjects, type Json, type OpenApiDocument } from './openapi-json';
import { declareIdempotencyKey, describeParameters, listSortFields } from './openapi-parameters';

/*
 * The document ts-rest generates, finished for integrators who validate it and generate clients from
 * it (docs/api.md, "The OpenAPI document"): one step per concern, each changing the copy in place.
 */

const PROBLEM_MEDIA = 'application/problem+json';
const PROBLEM_REF = '#/components/schemas/Problem';

/** zod's exclusive bounds come out as 3.1 numbers; OpenAPI 3.0 wants a boolean beside minimum/maximum. */
export function fixExclusiveBounds(document: OpenApiDocument): void {
  visitObjects(document.paths, (schema) => {
    for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      const value = schema[exclusive];
      if (typeof value !== 'number') continue;
      schema[bound] = value;
      schema[exclusive] = true;
    }
  });
}

function isNullBranch(branch: unknown): boolean {
  return isJson(branch) && branch.format === 'null';
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`. A union with null comes out as a `oneOf` with a
 * `format: null` string branch under a nullable parent: the null branch goes and the first typed
 * branch takes `nullable`, so a null matches exactly one branch. A typeless nullable (z.any()) drops it.
 */
export function fixNullable(document: OpenApiDocument): void {
  visitObjects(document.paths, (schema) => {
    if (schema.nullable !== true) return;
    // In 3.0 an enum limits null too (3.0.3, "nullable"): a nullable enum lists it.
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    if (typeof schema.type === 'string') return;
    delete schema.nullable;
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (!Array.isArray(branches) || !branches.some(isNullBranch)) continue;
      const kept = branches.filter((branch) => !isNullBranch(branch));
      const typed = kept.find((branch): branch is Json => isJson(branch) && typeof branch.type === 'string');
      if (typed) typed.nullable = true;
      schema[key] = kept;
    }
  });
}

/** Public operations say so (`security: []`), so no client sends a session they do not need. */
export function markPublicOperations(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    if (operation['x-access'] === 'public') operation.security = [];
  }
}

const PROBLEM_ANSWERS: Record<string, string> = {
  400: 'The request is malformed or fails validation (`errors` names the fields)',
  401: 'No valid session or token',
  403: 'The current role may not do this',
  404: 'No such record, or not visible to this unit',
  409: 'The record is in another state, or the same Idempotency-Key is still running',
  413: 'The body or file is too large',
  422: 'The Idempotency-Key was used for another request',
  429: 'Too many requests (`Retry-After`)',
  500: 'Unexpected failure',
  501: 'Not implemented yet',
  502: 'The platform failed or answered what it should not',
  503: 'A dependency or the portal is unavailable (`Retry-After`)',
  504: 'The platform did not answer in time',
};

/** Every 4xx/5xx is the one Problem schema, sent as `application/problem+json` (http/problem.ts). */
export function shareProblemAnswers(document: OpenApiDocument): void {
  let problem: Json | undefined;
  for (const { operation } of operationsOf(document)) {
    const responses = operation.responses ?? {};
    for (const [status, answer] of Object.entries(responses)) {
      if (Number(status) < 400) continue;
      problem ??= mediaSchema(answer.content, 'application/json');
      responses[status] = {
        description: PROBLEM_ANSWERS[status] ?? 'Problem details',
        content: { [PROBLEM_MEDIA]: { schema: { $ref: PROBLEM_REF } } },
      };
    }
  }
  if (problem) document.components.schemas = { ...document.components.schemas, Problem: { ...problem, description: 'RFC 9457 problem details (docs/api.md, "Errors")' } };
}

const STORED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', XLSX_MIME, 'application/octet-stream'];

function fileContent(contentType: string): Json {
  if (contentType === 'text/event-stream') return { [contentType]: { schema: { type: 'string', description: 'Server-sent events' } } };
  const binary = { schema: { type: 'string', format: 'binary' } };
  // A stored file keeps the type it was uploaded with.
  const types = contentType === 'application/octet-stream' ? STORED_FILE_TYPES : [contentType];
  return Object.fromEntries(types.map((type) => [type, binary]));
}

/** Downloads (reports, invoices, workbooks, stored files) with their media types and a binary body. */
export function describeFileAnswers(document: OpenApiDocument, routes: ReadonlyMap<string, AppRoute>): void {
  for (const { operation } of operationsOf(document)) {
    const route = routes.get(operation.operationId ?? '');
    for (const [status, answer] of Object.entries(route?.responses ?? {})) {
      if (!isAppRouteOtherResponse(answer) || !operation.responses?.[status]) continue;
      operation.responses[status] = {
        description: answer.contentType === 'text/event-stream' ? 'The event stream' : 'The file (`Content-Disposition` names it)',
        content: fileContent(answer.contentType),
      };
    }
  }
}

/** A body is required unless the contract's schema is optional. */
export function requireBodies(document: OpenApiDocument, routes: ReadonlyMap<string, AppRoute>): void {
  for (const { operation } of operationsOf(document)) {
    const route = routes.get(operation.operationId ?? '');
    if (!operation.requestBody || !route || !('body' in route)) continue;
    operation.requestBody.required = !(isZodType(route.body) && route.body.isOptional());
  }
}

/** Uploads: the multipart part `file` is the file itself, not an untyped value. */
export function describeUploads(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    const schema = mediaSchema(operation.requestBody?.content, 'multipart/form-data');
    if (!schema || !isJson(schema.properties) || !isJson(schema.properties.file)) continue;
    const description = schema.properties.file.description ?? 'The file (multipart part "file")';
    schema.properties.file = { type: 'string', format: 'binary', description };
  }
}

/** Answer times are Beijing time without an offset; requests take that or RFC 3339. */
export function describeTimes(document: OpenApiDocument): void {
  visitObjects(document.paths, (schema) => {
    if (schema.description === ANSWER_DATE_TIME_DESCRIPTION) {
      schema.pattern = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
      schema.example = '2026-11-29 09:00:00';
    } else if (schema.description === REQUEST_DATE_TIME_DESCRIPTION) {
      schema.example = '2026-11-29 09:00:00';
    }
  });
}

/**
 * Fields and query parameters the contract keeps under a deprecated name (`deprecatedField`) say so
 * with `deprecated: true`, which zod cannot carry; their description names the replacement.
 */
export function markDeprecatedFields(document: OpenApiDocument): void {
  visitObjects(document.paths, (schemaOrParameter) => {
    const { description } = schemaOrParameter;
    if (typeof description === 'string' && description.startsWith(DEPRECATED_FIELD_MARK)) schemaOrParameter.deprecated = true;
  });
}

/** The OpenAPI 3.0 document served at /api/openapi.json: the generated one, finished. */
export function finishOpenApiDocument(generated: object, router: AppRouter): OpenApiDocument {
  const document = documentOf(generated);
  const routes = new Map(contractRoutes(router).map(({ key, route }) => [key, route]));
  fixExclusiveBounds(document);
  fixNullable(document);
  markPublicOperations(document);
  shareProblemAnswers(document);
  describeFileAnswers(document, routes);
  requireBodies(document, routes);
  describeUploads(document);
  describeTimes(document);
  markDeprecatedFields(document);
  declareIdempotencyKey(document);
  listSortFields(document);
  describeParameters(document);
  shareRepeatedSchemas(document);
  addOperationExamples(document);
  return document;
}
