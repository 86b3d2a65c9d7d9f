import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { lazyWorkerPool } from '../background/worker-pool.js';
import type { FromWorkbookWorker, ToWorkbookWorker, WorkbookTask } from './messages.js';
import type { WorkbookRow, WorkbookSheet } from './sheet.js';

/**
 * Every workbook the platform answers is written by a worker thread (workbook-worker.ts): the
 * event loop only reads the rows and maps them to plain values, and hands them over a batch at a
 * time (docs/performance.md, "Heavy work on the platform"). Two workers at most: two exports write
 * at once, a third waits for one of them; the first worker stays, the others end when idle.
 */
// scripts/build.mjs bundles workbook-worker.ts beside the server's bundle.
const workbookPool = lazyWorkerPool({ worker: new URL('./workbook-worker.js', import.meta.url), maxThreads: 2, idleTimeout: 60_000 });

/** Ends the workers (tests; a process exits without it: piscina unrefs idle workers). */
export const closeWorkbookPool = (): Promise<void> => workbookPool.close();

/**
 * One workbook being written by a worker. One batch at a time crosses: `add` posts a batch once the
 * one before it is written, so the event loop reads the next slice while the worker writes this one,
 * and a fast reader never piles up the whole export in messages. A failure of the worker rejects the
 * next `add` or `finish`, never leaves it waiting.
 */
class WorkbookJob {
  private readonly port: MessageChannel['port1'];
  private readonly done: Promise<number>;
  private failure: unknown;
  private posted = 0;
  private written = 0;
  private wake: (() => void) | undefined;

  constructor(file: string, sheet: WorkbookSheet) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const task: WorkbookTask = { file, sheet, port: port2 };
    this.done = workbookPool.pool().run(task, { transferList: [port2] }) as Promise<number>;
    // Kept for the next add or finish to throw; caught here so no rejection goes unhandled meanwhile.
    this.done.catch((error: unknown) => {
      this.failure = error ?? new Error('the workbook worker failed');
      this.wake?.();
    });
    this.port.on('message', (message: FromWorkbookWorker) => {
      this.written = message.batches;
      this.wake?.();
    });
  }

  /** Hands a batch over once the worker has written the one before (the caller reads the next one meanwhile). */
  async add(rows: readonly WorkbookRow[]): Promise<void> {
    await this.settled(this.posted);
    this.post({ rows });
    this.posted += 1;
  }

  /** Ends the workbook: answers the row count once the file is complete. */
  async finish(): Promise<number> {
    this.post({ end: true });
    try {
      return await this.done;
    } finally {
      this.port.close();
    }
  }

  /** Gives up (the reading failed): answers once the worker has let go of the file. */
  async abort(): Promise<void> {
    this.post({ abort: true });
    await this.done.catch(() => undefined);
    this.port.close();
  }

  private post(message: ToWorkbookWorker): void {
    this.port.postMessage(message);
  }

  /** Waits until `count` batches are written, or throws the worker's failure. */
  private async settled(count: number): Promise<void> {
    while (this.written < count) {
      if (this.failure !== undefined) break;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    this.wake = undefined;
    if (this.failure !== undefined) throw workbookFailure(this.failure);
  }
}

function workbookFailure(cause: unknown): Error {
  return new Error(`the workbook could not be written: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
}

/**
 * Writes a workbook of `sheet` into a new temp file from `batches` of mapped rows (read, for a big
 * export, a slice at a time while the worker writes the slice before) and answers the file, which the
 * caller sends and removes (reply.ts). On any failure, of the reading or of the worker, the file is removed.
 */
export async function writeWorkbookFile(
  sheet: WorkbookSheet,
  batches: AsyncIterable<readonly WorkbookRow[]> | Iterable<readonly WorkbookRow[]>,
  directory: string = tmpdir(),
): Promise<string> {
  const file = join(directory, `portal-export-${randomUUID()}.xlsx`);
  const job = new WorkbookJob(file, sheet);
  try {
    for await (const rows of batches) await job.add(rows);
  } catch (error) {
    await job.abort();
    await rm(file, { force: true });
    throw error;
  }
  try {
    await job.finish();
    return file;
  } catch (error) {
    await rm(file, { force: true });
    throw workbookFailure(error);
  }
}
