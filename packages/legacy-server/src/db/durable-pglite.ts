import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's defaults for a folder on disk lose acknowledged commits on a power loss: it starts
 * PostgreSQL with `-F` (fsync off), and its Emscripten file system (NODEFS) has no fsync at all, so
 * `fdatasync` and `fsync` inside the database do nothing. With fsync on and WAL synced by `fsync`,
 * every commit reaches the disk once the operation below is installed (docs/operations.md).
 * `defaults` is `PGlite.defaultStartParams`, handed in: this module loads no PGlite (pglite-database.ts).
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** Where PGlite mounts the data folder inside its Emscripten file system. */
const PGDATA_MOUNT = '/pglite/data';

type StreamOps = { fsync?: (stream: { nfd?: number }) => number };
type MountedNode = { node: { mount?: { type?: { stream_ops?: StreamOps } } } };
type EmscriptenFs = { lookupPath(path: string, options: object): MountedNode };

/**
 * Gives PGlite's NODEFS mount a real fsync (Node's fsyncSync on the file's descriptor), counting
 * each call in `counter` when given. Reaches into PGlite's Emscripten module, which is not public
 * API: if its shape changes on an upgrade this throws at start-up rather than run without durability
 * (durable-pglite.test.ts checks that commits are synced).
 */
export function installFsync(pglite: PGlite, dataDir: string, counter?: { count: number }): void {
  const fs = (pglite as unknown as { mod?: { FS?: EmscriptenFs } }).mod?.FS;
  const ops = fs?.lookupPath(PGDATA_MOUNT, {}).node.mount?.type?.stream_ops;
  if (!ops) throw new Error(`PGlite's file system for ${dataDir} has changed shape: commits cannot be made durable`);
  ops.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    fsyncSync(stream.nfd);
    if (counter) counter.count += 1;
    return 0;
  };
}
