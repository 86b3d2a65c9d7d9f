/**
 * One function per wire record that reads its fields in one pass: `record.id`, `record.equName`, …
 * each with its own reader, and the result built as one object literal. Written out per record (as
 * zod's own object parser does) because a loop over the fields would read every key through one
 * keyed lookup and call every reader from one call site, both of which V8 leaves slow once they
 * see more than a few keys or readers; a list page reads some 300 fields. See docs/performance.md.
 */

/** A field's reader: the value as the record keeps it, or `rejected` (the reader's own marker). */
export type FieldRead = (value: unknown) => unknown;

export type RecordField = { name: string; read: FieldRead };

/** The record's fields as read, or undefined when a reader rejected its value. */
export type RecordReader = (record: Readonly<Record<string, unknown>>) => Record<string, unknown> | undefined;

// Names a record literal or a plain read would treat specially: `__proto__` sets the prototype
// in a literal, and the others are inherited by every parsed JSON object.
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

function readExpression(name: string): string {
  const key = JSON.stringify(name);
  // An inherited name is only the record's when it is its own key.
  return INHERITED.has(name) ? `(Object.hasOwn(record, ${key}) ? record[${key}] : undefined)` : `record[${key}]`;
}

/** The same reading as a loop, where generating code is not allowed (`--disallow-code-generation-from-strings`). */
function loopReader(fields: readonly RecordField[], rejected: unknown): RecordReader {
  return (record) => {
    const output: Record<string, unknown> = {};
    for (const field of fields) {
      const value = field.read(Object.hasOwn(record, field.name) ? record[field.name] : undefined);
      if (value === rejected) return undefined;
      output[field.name] = value;
    }
    return output;
  };
}

/**
 * The reader of a record with `fields`. Field names come from the record's schema in this package,
 * never from an answer; they are written into the code as JSON string literals.
 */
export function compileRecordReader(fields: readonly RecordField[], rejected: unknown): RecordReader {
  if (fields.some((field) => field.name === '__proto__')) throw new Error('a wire record cannot have a field named __proto__');
  const reads = fields.map((field, i) => `const f${i} = read[${i}](${readExpression(field.name)}); if (f${i} === rejected) return undefined;`);
  const literal = fields.map((field, i) => `${JSON.stringify(field.name)}: f${i}`).join(', ');
  const source = `return function readRecord(record) {\n${reads.join('\n')}\nreturn { ${literal} };\n};`;
  try {
    const build = new Function('read', 'rejected', source) as (read: readonly FieldRead[], rejected: unknown) => RecordReader;
    return build(
      fields.map((field) => field.read),
      rejected,
    );
  } catch {
    return loopReader(fields, rejected);
  }
}
