import { describe, expect, it } from 'vitest';
import { compileRecordReader, type RecordField } from './record-reader';

const REJECTED = Symbol('rejected');
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : REJECTED);
const optional = (value: unknown) => (value === null || value === undefined ? undefined : text(value));

describe('a compiled record reader', () => {
  const read = compileRecordReader(
    [
      { name: 'id', read: text },
      { name: 'equ-name', read: optional },
      { name: "it's", read: optional },
    ],
    REJECTED,
  );

  it('reads every field through its reader, keys it does not name left out', () => {
    expect(read({ id: 7, 'equ-name': '电梯', "it's": null, extra: true })).toEqual({ id: '7', 'equ-name': '电梯', "it's": undefined });
    expect(Object.keys(read({ id: '1' })!)).toEqual(['id', 'equ-name', "it's"]);
  });

  it('answers undefined when a reader rejects a value', () => {
    expect(read({ 'equ-name': '电梯' })).toBeUndefined();
    expect(read({ id: true })).toBeUndefined();
  });

  it('never reads an inherited name as a field', () => {
    const withInherited = compileRecordReader([{ name: 'constructor', read: optional }, { name: 'toString', read: optional }], REJECTED);
    expect(withInherited({})).toEqual({ constructor: undefined, toString: undefined });
    expect(withInherited({ constructor: 'own' })).toMatchObject({ constructor: 'own' });
  });

  it('refuses a field named __proto__, which a record literal would take for its prototype', () => {
    expect(() => compileRecordReader([{ name: '__proto__', read: optional }], REJECTED)).toThrow(/__proto__/);
  });

  it('reads the same where generating code is not allowed', () => {
    const fields: RecordField[] = [
      { name: 'id', read: text },
      { name: 'toString', read: optional },
    ];
    const original = globalThis.Function;
    // What `--disallow-code-generation-from-strings` does to `new Function`.
    globalThis.Function = function () {
      throw new EvalError('Code generation from strings disallowed for this context');
    } as unknown as FunctionConstructor;
    let loop: ReturnType<typeof compileRecordReader>;
    try {
      loop = compileRecordReader(fields, REJECTED);
    } finally {
      globalThis.Function = original;
    }
    const compiled = compileRecordReader(fields, REJECTED);
    for (const record of [{ id: 1 }, { id: '2', toString: 'x', other: 3 }, { toString: 'x' }]) {
      expect(loop(record)).toEqual(compiled(record));
    }
  });
});
