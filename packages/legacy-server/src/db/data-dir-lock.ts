import { readFileSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file in a PGlite data folder: its owner's pid, the owner's start time and host. */
export const LOCK_FILE = 'portal-owner.lock';

type Owner = { pid: number; started: string | null; host: string };

/** Refused: another live process owns the data folder. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    super(
      `the data folder ${dataDir} is in use by process ${owner.pid} on ${owner.host}: ` +
        'stop that process first (two processes on one folder lose each other\'s writes), ' +
        `or, if it is gone, remove ${join(dataDir, LOCK_FILE)}`,
    );
    this.name = 'DataDirLocked';
  }
}

/**
 * When `pid` started, in clock ticks since boot (/proc/PID/stat, field 22), or null where there is
 * no /proc. With the pid alone a stale lock could name a live process that merely got the same pid
 * after a restart: in a container the server is pid 1 every time.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock names still runs (on this host; another host's lock is taken as live). */
function ownerLives(owner: Owner): boolean {
  if (owner.host !== hostname()) return true;
  // This very process (opened twice) or, with another start time, its predecessor under the same pid.
  if (owner.pid === process.pid) return owner.started !== null && owner.started === processStart(process.pid);
  if (!isAlive(owner.pid)) return false;
  return owner.started === null || processStart(owner.pid) === owner.started;
}

function parseOwner(text: string): Owner | null {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, started: typeof value.started === 'string' ? value.started : null, host: value.host }
      : null;
  } catch {
    return null;
  }
}

export type DataDirLock = { release(): Promise<void> };

/**
 * Makes this process the one owner of `dataDir` (an existing folder): the lock file is created
 * exclusively; one left by a process that is gone (a crash, kill -9) is taken over; one whose owner
 * still runs is refused with DataDirLocked. PGlite's own lock file names a fixed pid, so it cannot
 * tell a second process from the first (docs/operations.md).
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, started: processStart(process.pid), host: hostname() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(path, 'wx', 0o600);
      await file.writeFile(JSON.stringify(me));
      await file.sync();
      await file.close();
      return {
        async release() {
          const current = parseOwner(await readFile(path, 'utf8').catch(() => ''));
          if (current?.pid === me.pid && current.host === me.host) await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(path, 'utf8').catch(() => null);
    // Gone in between: try again.
    if (text === null) continue;
    const owner = parseOwner(text);
    // A half-written lock is a crash during start-up: stale like a dead owner's.
    if (owner && ownerLives(owner)) throw new DataDirLocked(dataDir, owner);
    // Only the stale lock just read: another starter may have replaced it in the meantime.
    if ((await readFile(path, 'utf8').catch(() => null)) === text) await rm(path, { force: true });
  }
  throw new Error(`could not take the lock ${path}: it keeps being recreated`);
}
