import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { durableStartParams, installFsync } from './durable-pglite';
import { createPglite } from './pglite-database';

let dir: string;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a PGlite folder on disk', () => {
  it('syncs every commit to the disk: fsync on, WAL synced with fsync, and NODEFS given a real fsync', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-durable-'));
    const pglite = await createPglite({ dataDir: dir, startParams: durableStartParams(PGlite.defaultStartParams) });
    try {
      const counter = { count: 0 };
      installFsync(pglite, dir, counter);
      expect((await pglite.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync).toBe('on');
      expect((await pglite.query<{ wal_sync_method: string }>('SHOW wal_sync_method')).rows[0]?.wal_sync_method).toBe('fsync');
      await pglite.exec('CREATE TABLE acknowledged (id int)');
      counter.count = 0;
      for (let id = 0; id < 5; id += 1) await pglite.query('INSERT INTO acknowledged VALUES ($1)', [id]);
      expect(counter.count).toBeGreaterThanOrEqual(5);
      // Reading commits nothing: no sync.
      counter.count = 0;
      await pglite.query('SELECT count(*) FROM acknowledged');
      expect(counter.count).toBe(0);
    } finally {
      await pglite.close();
    }
  });
});
