import { REVIEWED_SERVICE_KINDS } from '@portal/contract';
import { isJson, mediaSchema, type Json, type OpenApiDocument } from './openapi-json';

/*
 * ts-rest writes every schema inline, so a record that several operations answer (an application,
 * its history entry, an attachment) is repeated in each. Repeated object schemas become components,
 * referenced by `$ref`: the document shrinks and a generated client gets one named type for them.
 */

/** Below this size (characters of JSON) a `$ref` saves too little to be worth a name. */
const MIN_SHARED_LENGTH = 300;
const SCHEMA_PREFIX = '#/components/schemas/';

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function isSharable(node: Json): boolean {
  return node.type === 'object' && isJson(node.properties);
}

/** Where a schema stands: the operation or component it is in, and the keys down to it. */
type Place = { owner: string; keys: readonly string[] };

/** A name from the schema's place: `EquipmentListItem`, `InspectionApplicationsCreateAnswer`, `History`. */
function nameAt({ owner, keys }: Place): string {
  const last = keys.at(-1);
  if (keys.length >= 2 && keys.at(-2) === 'properties' && last !== undefined) return pascal(last);
  if (last === 'items' && keys.at(-3) === 'properties') {
    const list = keys.at(-2) ?? '';
    return list === 'items' ? `${owner}Item` : `${pascal(list)}Item`;
  }
  if (keys.includes('requestBody')) return `${owner}Body`;
  if (keys.includes('responses')) return `${owner}Answer`;
  return `${owner}Schema`;
}

/**
 * Names for the records most operations share, by an operation that answers one: `operationId: [status, name]`.
 * A reviewed service kind's record (its list, detail and the institute's review list) is named after
 * the kind, from its `SERVICE_KINDS` entry (`Termination`, `MaintenanceProject`).
 */
const NAMED_ANSWERS: Record<string, [string, string]> = {
  'attachments.upload': ['201', 'Attachment'],
  'session.current': ['200', 'Session'],
  'inspectionApplications.get': ['200', 'InspectionApplication'],
  'interactions.get': ['200', 'Interaction'],
  ...Object.fromEntries(REVIEWED_SERVICE_KINDS.map((kind) => [`${kind.resource}.get`, ['200', pascal(kind.code)]])),
};

/** The JSON of each named answer's schema, with its name. */
function namedAnswers(document: OpenApiDocument): Map<string, string> {
  const named = new Map<string, string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const [status, name] = NAMED_ANSWERS[operation.operationId ?? ''] ?? [];
      const schema = status === undefined ? undefined : mediaSchema(operation.responses?.[status]?.content, 'application/json');
      if (schema && name) named.set(JSON.stringify(schema), name);
    }
  }
  return named;
}

class SharedSchemas {
  constructor(
    private readonly schemas: Record<string, Json>,
    private readonly names: Map<string, string>,
  ) {}

  /** The component name of a schema (its JSON), added on first use. */
  refFor(key: string, schema: Json, place: Place): string {
    let name = this.names.get(key);
    if (name !== undefined && !(name in this.schemas)) this.schemas[name] = schema;
    if (name === undefined) {
      const base = nameAt(place);
      name = base;
      if (name in this.schemas) name = `${place.owner}${base}`;
      for (let n = 2; name in this.schemas; n += 1) name = `${place.owner}${base}${n}`;
      this.schemas[name] = schema;
      this.names.set(key, name);
    }
    return `${SCHEMA_PREFIX}${name}`;
  }
}

/** Counts each sharable schema's JSON, everywhere but a component's own root. */
function countSchemas(node: unknown, counts: Map<string, number>, atRoot = false): void {
  if (Array.isArray(node)) {
    for (const item of node) countSchemas(item, counts);
    return;
  }
  if (!isJson(node)) return;
  if (!atRoot && isSharable(node)) {
    const key = JSON.stringify(node);
    if (key.length >= MIN_SHARED_LENGTH) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const value of Object.values(node)) countSchemas(value, counts);
}

/** Replaces the outermost repeated schemas under `node` with references; true when it replaced one. */
function replaceRepeated(node: Json, place: Place, counts: ReadonlyMap<string, number>, shared: SharedSchemas): boolean {
  let replaced = false;
  for (const [key, value] of Object.entries(node)) {
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (!isJson(item)) return;
      const keys = Array.isArray(value) ? [...place.keys, key, String(index)] : [...place.keys, key];
      const text = isSharable(item) ? JSON.stringify(item) : '';
      if ((counts.get(text) ?? 0) > 1) {
        const ref = { $ref: shared.refFor(text, item, { owner: place.owner, keys }) };
        if (Array.isArray(value)) value[index] = ref;
        else node[key] = ref;
        replaced = true;
      } else if (replaceRepeated(item, { owner: place.owner, keys }, counts, shared)) {
        replaced = true;
      }
    });
  }
  return replaced;
}

/** Repeated object schemas as components, outermost first, until none is repeated. */
export function shareRepeatedSchemas(document: OpenApiDocument): void {
  const schemas = (document.components.schemas ??= {});
  const shared = new SharedSchemas(schemas, namedAnswers(document));
  for (let round = 0; round < 10; round += 1) {
    const counts = new Map<string, number>();
    countSchemas(document.paths, counts);
    for (const schema of Object.values(schemas)) countSchemas(schema, counts, true);
    let replaced = false;
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        const owner = pascal(operation.operationId ?? 'operation');
        if (replaceRepeated(operation, { owner, keys: [] }, counts, shared)) replaced = true;
      }
    }
    for (const [name, schema] of Object.entries(schemas)) {
      if (replaceRepeated(schema, { owner: name, keys: [] }, counts, shared)) replaced = true;
    }
    if (!replaced) return;
  }
}
