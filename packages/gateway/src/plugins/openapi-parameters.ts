import { isJson, operationsOf, type Json, type OpenApiDocument } from './openapi-json';
import { SORT_FIELDS_BY_OPERATION, sortOrdersOf } from './openapi-sort-fields';

const IDEMPOTENCY_REF = '#/components/parameters/IdempotencyKey';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The header http/idempotency.ts honours on every write but uploads (their bodies stream past it). */
const IDEMPOTENCY_KEY: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the first request with a key runs and its answer is kept for 24 hours; the same key with the ' +
    'same request answers that again (Idempotency-Replayed: true) without running it, with another request it is a 422, ' +
    'and while the first still runs a 409 (docs/api.md). 1 to 255 visible ASCII characters, e.g. a UUID.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]{1,255}$' },
  example: '5f0c6a8e-2d7b-4c61-9a53-0b8f6d1e7c42',
};

function isUpload(requestBody: Json | undefined): boolean {
  return isJson(requestBody?.content) && 'multipart/form-data' in requestBody.content;
}

/** `Idempotency-Key` as one shared header parameter on the writes that honour it. */
export function declareIdempotencyKey(document: OpenApiDocument): void {
  document.components.parameters = { ...document.components.parameters, IdempotencyKey: IDEMPOTENCY_KEY };
  for (const { method, operation } of operationsOf(document)) {
    if (!WRITES.has(method) || isUpload(operation.requestBody)) continue;
    operation.parameters = [...(operation.parameters ?? []), { $ref: IDEMPOTENCY_REF }];
  }
}

/**
 * `sort` as the enum of `field:asc` and `field:desc` for each field the list's gateway route accepts
 * (only the one order of a list the platform keeps in one order).
 */
export function listSortFields(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    const fields = SORT_FIELDS_BY_OPERATION[operation.operationId ?? ''];
    const sort = operation.parameters?.find((parameter) => parameter.name === 'sort' && parameter.in === 'query');
    if (!fields || !sort || !isJson(sort.schema)) continue;
    const orders = sortOrdersOf(fields);
    const names = Object.keys(fields);
    const oneOrder = Object.values(fields).every((wire) => typeof wire !== 'string');
    sort.schema.enum = orders;
    sort.description = oneOrder
      ? `${String(sort.description ?? 'Sort order')}. The list has one order, ${orders.join(', ')} (the default); any other is a 400`
      : `${String(sort.description ?? 'Sort order')}. Fields: ${names.join(', ')}; any other is a 400`;
    sort.example = orders.find((order) => order.endsWith(':desc')) ?? orders[0];
  }
}

/** `issuedFrom` -> `issued`, `unitName` -> `unit name`. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * What a parameter the contract left undescribed means, from its place and name: a last resort that says
 * little to an integrator, so openapi.test.ts fails for any parameter still described by it.
 */
export function fallbackDescription(parameter: Json): string {
  const name = String(parameter.name);
  if (parameter.in === 'path') {
    return name.endsWith('Id') || name === 'id' ? `Id of the ${name === 'id' ? 'record' : words(name.slice(0, -2))}` : `The ${words(name)} in the path`;
  }
  if (name === 'keyword') return 'Free text searched in the main text fields of the list';
  const range = /^(.+)(From|To|Start|End)$/.exec(name);
  if (range) return `${/From|Start/.test(range[2] ?? '') ? 'Earliest' : 'Latest'} ${words(range[1] ?? name)} (inclusive)`;
  return `Only items whose ${words(name)} is this value`;
}

/** Every parameter described: the contract's `.describe()` where given, else a description from its name. */
export function describeParameters(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    for (const parameter of operation.parameters ?? []) {
      if ('$ref' in parameter || typeof parameter.description === 'string') continue;
      const fromSchema = isJson(parameter.schema) ? parameter.schema.description : undefined;
      parameter.description = typeof fromSchema === 'string' ? fromSchema : fallbackDescription(parameter);
    }
  }
}
