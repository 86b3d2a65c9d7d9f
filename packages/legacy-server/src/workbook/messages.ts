import type { MessagePort } from 'node:worker_threads';
import type { WorkbookRow, WorkbookSheet } from './sheet.js';

/**
 * What the event loop and a workbook worker say to each other over a job's own message port
 * (pool.ts, workbook-worker.ts): batches of rows one way, an acknowledgement of each the other way,
 * so the event loop never runs more than one batch ahead of the writing.
 */
export type WorkbookTask = { file: string; sheet: WorkbookSheet; port: MessagePort };

export type ToWorkbookWorker = { rows: readonly WorkbookRow[] } | { end: true } | { abort: true };

/** The batches written so far. */
export type FromWorkbookWorker = { batches: number };
