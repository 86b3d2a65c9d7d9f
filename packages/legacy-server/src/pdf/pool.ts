import { availableParallelism } from 'node:os';
import { lazyWorkerPool } from '../background/worker-pool.js';
import type { PdfJob, PdfJobName, PdfJobs } from './jobs.js';

/**
 * The PDF worker threads (docs/performance.md, "Documents"): drawing a document is seconds of
 * synchronous pdfkit work for a print of many signs, which on the platform's event loop would
 * stall every other request for as long. Callers hand a job (jobs.ts) to the pool and await the bytes.
 */

/** One core stays for the event loop; at most 4 workers, each holding its own parsed fonts (tens of MB). */
export function pdfWorkerCount(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

// The first worker stays, with its parsed fonts; scripts/build.mjs bundles pdf-worker.ts beside the server's bundle.
const pdfPool = lazyWorkerPool({ worker: new URL('./pdf-worker.js', import.meta.url), maxThreads: pdfWorkerCount(), idleTimeout: 10 * 60_000 });

/** Draws a document in a worker thread; the same bytes as drawing it on this thread (pdf-pool.test.ts). */
export async function renderDocument<K extends PdfJobName>(name: K, ...args: Parameters<PdfJobs[K]>): Promise<Buffer> {
  const job: PdfJob<K> = { name, args };
  const bytes = (await pdfPool.pool().run(job)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the workers (tests; a process exits without it: piscina unrefs idle workers). */
export const closePdfPool = (): Promise<void> => pdfPool.close();
