import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir, processStart } from './data-dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A process that lives until killed, and its pid. */
async function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('lockDataDir', () => {
  it('takes the folder, refuses a second owner while the first lives, and lets go on release', async () => {
    const lock = await lockDataDir(dir);
    const owner = JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);

    const child = await sleeper();
    try {
      await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: child.pid, started: processStart(child.pid!), host: hostname() }));
      const refused = await lockDataDir(dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLocked);
      expect((refused as Error).message).toContain(`process ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
    }
    await lock.release();
  });

  it('takes over the lock of a process that is gone (kill -9 leaves it behind)', async () => {
    const child = await sleeper();
    const pid = child.pid!;
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, started: processStart(pid), host: hostname() }));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await lock.release();
    await expect(readFile(join(dir, LOCK_FILE), 'utf8')).rejects.toThrow();
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse after a restart)', async () => {
    const child = await sleeper();
    try {
      await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: child.pid, started: '1', host: hostname() }));
      const lock = await lockDataDir(dir);
      await lock.release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a half-written lock (a crash while starting) and its own old pid', async () => {
    await writeFile(join(dir, LOCK_FILE), '{"pid":');
    await (await lockDataDir(dir)).release();
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, started: null, host: hostname() }));
    await (await lockDataDir(dir)).release();
  });
});
