import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');

export type StartedProduct = {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every line the product wrote so far (stdout and stderr). */
  log: string[];
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s). */
  stop(): Promise<void>;
};

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
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

/**
 * The product as README's first line starts it: `node scripts/start.mjs` from the repository's root
 * (building what is stale), with ONLY PATH, HOME and `env` in its environment. Nothing of the test
 * runner's (a bin wrapper's NODE_PATH into pnpm's store, NODE_OPTIONS, VITEST_*) reaches it, so it
 * cannot work here where it would fail for a user. Resolves once the gateway logs that it is ready.
 */
export function startProduct(env: Record<string, string> & { PORT: string }, timeoutMs: number): Promise<StartedProduct> {
  const clean: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.HOME ? { HOME: process.env.HOME } : {}), ...env };
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the product did not get ready within ${timeoutMs} ms:\n${log.slice(-30).join('\n')}`));
    }, timeoutMs);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        log.push(line);
        if (line.includes('portal ready at')) {
          clearTimeout(timer);
          resolve({ url: `http://127.0.0.1:${env.PORT}`, log, stop });
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the product exited (${code ?? signal}) before it was ready:\n${log.slice(-30).join('\n')}`));
    });
  });
}
