import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** For tests: Debian's redis-server, installed by scripts/ensure-redis.mjs when it is missing. */
const ENSURE_REDIS = fileURLToPath(new URL('../../../../scripts/ensure-redis.mjs', import.meta.url));

export type TestRedis = {
  url: string;
  port: number;
  /** Stops the server (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits until it is gone. */
  close(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as on a lost host. */
  pause(): void;
  resume(): void;
};

export type TestRedisOptions = {
  /** A port to take again (a restart); a free one by default. */
  port?: number;
  /** Keep the data in this folder with the append-only file (fsync every second), as production should. */
  dataDir?: string;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function untilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

/**
 * A throw-away redis-server on a loopback port: by default on a free port and keeping nothing on
 * disk; with `dataDir`, persistent (append-only file), so that a restart on the same `port` finds
 * what it held.
 */
export async function startTestRedis(options: TestRedisOptions = {}): Promise<TestRedis> {
  execFileSync(process.execPath, [ENSURE_REDIS], { stdio: 'inherit' });
  const port = options.port ?? (await freePort());
  const persistence = options.dataDir
    ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--dir', options.dataDir]
    : ['--save', '', '--appendonly', 'no', '--dir', os.tmpdir()];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', ...persistence], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await untilReady(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    close: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // A frozen server must run again to hear a SIGTERM.
        child.kill('SIGCONT');
        child.kill(signal);
      }),
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
  };
}
