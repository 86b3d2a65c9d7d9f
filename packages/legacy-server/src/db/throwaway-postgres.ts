import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL cluster of its own for a test run, from the machine's binaries; test support only. */
export type ThrowawayPostgres = { url: string; stop(): Promise<void> };

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

function findBinDir(): string | undefined {
  return BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

type ServerUser = { uid: number; gid: number } | Record<string, never>;

// PostgreSQL refuses to run as root; the Debian package's `postgres` user runs it then.
function serverUser(): ServerUser | null {
  if (process.getuid?.() !== 0) return {};
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Asks for a fast shutdown, and kills the server when it has not gone after ten seconds. */
async function shutDown(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts a cluster on a free loopback port, or answers null when no PostgreSQL binaries are installed. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const binDir = findBinDir();
  if (!binDir) return null;
  const user = serverUser();
  if (!user) return null;
  const dataDir = await mkdtemp(join(tmpdir(), 'legacy-pg-'));
  if ('uid' in user) await chown(dataDir, user.uid, user.gid);
  await chmod(dataDir, 0o700);
  const initArgs = ['-D', dataDir, '-A', 'trust', '-U', 'portal', '-E', 'UTF8', '--no-sync', '--locale=C'];
  const init = spawnSync(join(binDir, 'initdb'), initArgs, { ...user, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const args = ['-D', dataDir, '-p', String(port), '-k', dataDir, '-c', 'listen_addresses=127.0.0.1'];
  const fast = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const server = spawn(join(binDir, 'postgres'), [...args, ...fast], { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const ready = await new Promise<boolean>((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (log.includes('ready to accept connections')) {
        clearInterval(timer);
        resolve(true);
      } else if (server.exitCode !== null || Date.now() - started > 30_000) {
        clearInterval(timer);
        resolve(false);
      }
    }, 50);
  });
  const stop = async () => {
    await shutDown(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!ready) {
    await stop();
    throw new Error(`postgres did not start: ${log}`);
  }
  return { url: `postgres://portal@127.0.0.1:${port}/postgres`, stop };
}
