import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice value of the PDF workers: the kernel gives a thread at nice 10 about a tenth of a busy core's share against nice 0. */
export const BACKGROUND_NICE = 10;

/**
 * Nice value of the workbook workers, below the PDF workers': an export of 25,000 rows keeps a worker
 * busy for seconds, and at the same nice two exports took two thirds of what the event loops left, so
 * a print of use signs someone waits for took up to 4 s (p50 0.15 s) and once over the gateway's 10 s
 * (docs/performance.md, "Heavy work"). At nice 15 a workbook worker weighs a third of a PDF worker.
 */
export const BULK_NICE = 15;

/**
 * Lowers the scheduling priority of the calling thread only (Linux: setpriority on a thread id
 * applies to that thread, and /proc/thread-self names it). A worker that draws documents then
 * yields the CPU to the event loop that answers everyone's light requests whenever both want it,
 * and still uses every idle cycle. Lowering needs no privilege. Where the thread id cannot be read
 * (not Linux) nothing changes and the reason is answered, so the caller can log it.
 */
export function lowerThreadPriority(nice: number = BACKGROUND_NICE, threadLink: string = '/proc/thread-self'): { ok: true; tid: number } | { ok: false; reason: string } {
  try {
    const tid = Number(readlinkSync(threadLink).split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return { ok: false, reason: `no thread id in ${threadLink}` };
    setPriority(tid, nice);
    return { ok: true, tid };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
