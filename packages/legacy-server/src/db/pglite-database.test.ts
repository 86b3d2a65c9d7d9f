import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenPglite } from '../testing';

let pglite: PGlite;

beforeAll(async () => {
  // A copy of the golden image is created through createPglite too, in a fifth of initdb's time.
  pglite = await goldenPglite();
  await pglite.exec('CREATE TABLE files (id int PRIMARY KEY, content bytea)');
});

afterAll(async () => {
  await pglite?.close();
});

describe('bytea through createPglite', () => {
  it('reads and writes every byte value unchanged, as a Buffer', async () => {
    const bytes = Buffer.concat([Buffer.from([0, 1, 0x5c, 0x78, 0xff]), randomBytes(64 * 1024)]);
    await pglite.query('INSERT INTO files VALUES (1, $1)', [bytes]);
    // A view into a larger buffer: only its own bytes are written.
    const larger = Buffer.from([9, 9, 1, 2, 3, 9]);
    await pglite.query('INSERT INTO files VALUES (2, $1)', [larger.subarray(2, 5)]);

    const { rows } = await pglite.query<{ id: number; content: Buffer; hex: string }>("SELECT id, content, encode(content, 'hex') AS hex FROM files ORDER BY id");
    expect(Buffer.isBuffer(rows[0]!.content)).toBe(true);
    expect(rows[0]!.content.equals(bytes)).toBe(true);
    expect(rows[0]!.hex).toBe(bytes.toString('hex'));
    expect(rows[1]!.content).toEqual(Buffer.from([1, 2, 3]));
  });

  it('refuses a value that is not bytes rather than write its text', async () => {
    await expect(pglite.query('INSERT INTO files VALUES (3, $1)', ['not bytes'])).rejects.toThrow(/bytea/);
  });
});
