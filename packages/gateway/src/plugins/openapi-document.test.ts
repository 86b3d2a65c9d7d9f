import { describe, expect, it } from 'vitest';
import { fixExclusiveBounds, fixNullable } from './openapi-document';
import { documentOf } from './openapi-json';

/** A document with one answer schema, as ts-rest generates it. */
function withSchema(schema: object) {
  return documentOf({ openapi: '3.0.2', paths: { '/x': { get: { responses: { 200: { content: { 'application/json': { schema } } } } } } } });
}

function schemaOf(document: ReturnType<typeof withSchema>) {
  return document.paths['/x']?.get?.responses?.['200']?.content;
}

describe('the OpenAPI 3.0 fixes', () => {
  it('writes an exclusive minimum as minimum with exclusiveMinimum: true', () => {
    const document = withSchema({ type: 'number', exclusiveMinimum: 0 });
    fixExclusiveBounds(document);
    expect(schemaOf(document)).toEqual({ 'application/json': { schema: { type: 'number', minimum: 0, exclusiveMinimum: true } } });
  });

  it('lets exactly one branch of a nullable union take null', () => {
    const document = withSchema({
      nullable: true,
      oneOf: [{ type: 'number' }, { type: 'string' }, { type: 'string', format: 'null', nullable: true }],
    });
    fixNullable(document);
    expect(schemaOf(document)).toEqual({ 'application/json': { schema: { oneOf: [{ type: 'number', nullable: true }, { type: 'string' }] } } });
  });

  it('lists null among the values of a nullable enum', () => {
    const document = withSchema({ type: 'string', enum: ['designLife', 'certificate'], nullable: true });
    fixNullable(document);
    expect(schemaOf(document)).toEqual({ 'application/json': { schema: { type: 'string', enum: ['designLife', 'certificate', null], nullable: true } } });
  });

  it('drops nullable from a schema without a type', () => {
    const document = withSchema({ description: 'any value', nullable: true });
    fixNullable(document);
    expect(schemaOf(document)).toEqual({ 'application/json': { schema: { description: 'any value' } } });
  });
});
