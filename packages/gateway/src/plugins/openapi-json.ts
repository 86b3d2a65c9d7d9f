/** The generated OpenAPI document as plain JSON, and the walks the finishing steps share (openapi-document.ts). */

export type Json = { [key: string]: unknown };

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Operation = Json & {
  operationId?: string;
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
};

export type OpenApiDocument = Json & {
  paths: Record<string, Record<string, Operation>>;
  components: Json & { schemas?: Record<string, Json>; parameters?: Record<string, Json> };
};

/** A deep copy of a generated document, checked to be one: the finishing steps change it in place. */
export function documentOf(generated: object): OpenApiDocument {
  const copy: unknown = structuredClone(generated);
  if (!isJson(copy) || !isJson(copy.paths)) throw new Error('the contract did not give an OpenAPI document');
  if (!isJson(copy.components)) copy.components = {};
  // Checked just above: every finishing step reads paths and components as objects.
  return copy as OpenApiDocument;
}

export type OperationAt = { path: string; method: string; operation: Operation };

export function operationsOf(document: OpenApiDocument): OperationAt[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

/** Calls `visit` on every object in `node`, parents before children. */
export function visitObjects(node: unknown, visit: (object: Json) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) visitObjects(item, visit);
  } else if (isJson(node)) {
    visit(node);
    for (const value of Object.values(node)) visitObjects(value, visit);
  }
}

/** The JSON body schema of a media map, if any. */
export function mediaSchema(content: unknown, type: string): Json | undefined {
  if (!isJson(content)) return undefined;
  const media = content[type];
  return isJson(media) && isJson(media.schema) ? media.schema : undefined;
}
