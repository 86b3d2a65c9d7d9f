import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PdfJob, PdfJobName, PdfJobs } from './jobs.js';

/**
 * The PDF worker threads (docs/performance.md, "Documents"): drawing a document is seconds of
 * synchronous pdfkit work for a print of many signs, which on the platform's event loop would
 * stall every other request for as long. Callers hand a job (jobs.ts) to the pool and await the bytes.
 */

/**
 * Beside a bundle, scripts/build.mjs's bundle of pdf-worker.ts; from sources, that file itself
 * (tsx resolves the `.js` name to the `.ts` file, as in any import).
 */
const WORKER = new URL('./pdf-worker.js', import.meta.url);
/** A worker beyond the first, idle this long, ends; the first stays, with its parsed fonts. */
const IDLE_MS = 10 * 60_000;

/** One core stays for the event loop; at most 4 workers, each holding its own parsed fonts (tens of MB). */
export function pdfWorkerCount(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * From the bundle, the bundled worker; from sources (tests, tsx), the TypeScript worker loaded with
 * tsx, as the process itself is (a process started by tsx passes its loader on already).
 */
export function workerArgv(bundled: boolean, execArgv: readonly string[]): string[] {
  if (bundled || execArgv.some((arg) => arg.includes('tsx'))) return [...execArgv];
  return [...execArgv, '--import', 'tsx'];
}

let pool: Piscina | undefined;

function pdfPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER.href,
    execArgv: workerArgv(existsSync(fileURLToPath(WORKER)), process.execArgv),
    minThreads: 1,
    maxThreads: pdfWorkerCount(),
    idleTimeout: IDLE_MS,
  });
  return pool;
}

/** Draws a document in a worker thread; the same bytes as drawing it on this thread (pdf-pool.test.ts). */
export async function renderDocument<K extends PdfJobName>(name: K, ...args: Parameters<PdfJobs[K]>): Promise<Buffer> {
  const job: PdfJob<K> = { name, args };
  const bytes = (await pdfPool().run(job)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the workers (tests; a process exits without it: piscina unrefs idle workers). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
