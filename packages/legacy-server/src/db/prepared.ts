import type { Db } from './database';

/**
 * A statement drizzle builds once per database and afterwards only runs with new values (its
 * `sql.placeholder`s). For the reads every request makes before its own work (its session, user,
 * unit and role): drizzle's building of a query cost about as much of the platform's one event loop
 * as PGlite's running of these small selects (docs/performance.md, "Heavy work"). On node-postgres
 * the name is a prepared statement of each connection, so a name is given to one text only.
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
