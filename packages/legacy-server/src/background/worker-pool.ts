import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * The platform's pools of background worker threads (PDFs: src/pdf/pool.ts; workbooks:
 * src/workbook/pool.ts): CPU-heavy work that would otherwise stall every request on the one event
 * loop. Each pool is created on first use and bounded; its workers lower their own priority
 * (background-priority.ts).
 */

/**
 * From the bundle, the bundled worker; from sources (tests, tsx), the TypeScript worker loaded with
 * tsx, as the process itself is (a process started by tsx passes its loader on already).
 */
export function workerArgv(bundled: boolean, execArgv: readonly string[]): string[] {
  if (bundled || execArgv.some((arg) => arg.includes('tsx'))) return [...execArgv];
  return [...execArgv, '--import', 'tsx'];
}

export type WorkerPoolSettings = {
  /**
   * Beside a bundle, scripts/build.mjs's bundle of the worker; from sources, the `.ts` file itself
   * (tsx resolves the `.js` name to the `.ts` file, as in any import).
   */
  worker: URL;
  maxThreads: number;
  /** A worker beyond the first, idle this long, ends; the first stays. */
  idleTimeout: number;
};

/** A pool made on first use (a process that never needs it starts no thread), and its closing (tests). */
export function lazyWorkerPool(settings: WorkerPoolSettings): { pool: () => Piscina; close: () => Promise<void> } {
  let pool: Piscina | undefined;
  return {
    pool: () => {
      pool ??= new Piscina({
        filename: settings.worker.href,
        execArgv: workerArgv(existsSync(fileURLToPath(settings.worker)), process.execArgv),
        minThreads: 1,
        maxThreads: settings.maxThreads,
        idleTimeout: settings.idleTimeout,
      });
      return pool;
    },
    close: async () => {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
