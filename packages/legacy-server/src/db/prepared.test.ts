import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { preparedPerDb } from './prepared';

describe('preparedPerDb', () => {
  it('builds the statement once per database and hands each database its own', () => {
    const built: Db[] = [];
    const statement = preparedPerDb((db) => {
      built.push(db);
      return { db };
    });
    const first = {} as Db;
    const second = {} as Db;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).db).toBe(second);
    expect(statement(second)).toBe(statement(second));
    expect(built).toEqual([first, second]);
  });
});
