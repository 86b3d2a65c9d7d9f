import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { auditFileName } from './audit-files';

/** Where the writer reports that records cannot be written (the gateway's logger). */
export type AuditLogger = {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type AuditWriterOptions = {
  dir: string;
  instance: string;
  log: AuditLogger;
  /** How long a record may wait for others to share its write and fsync (ms). */
  flushDelayMs?: number;
  /** A batch this large is written at once. */
  batchSize?: number;
  /** Records kept while the folder cannot be written; beyond this the oldest are dropped. */
  maxPending?: number;
  /** After a failed write, when to try again if no new record comes (ms). */
  retryDelayMs?: number;
};

type Pending = { day: string; line: string };

export type AuditWriter = {
  /** Queues one line for the file of `day`; returns at once. */
  append(day: string, line: string): void;
  /** Writes and fsyncs everything queued so far; never rejects. */
  flush(): Promise<void>;
};

/** Consecutive lines of one day, in order: each group is one write to one file. */
function byDay(batch: readonly Pending[]): { day: string; text: string; count: number }[] {
  const groups: { day: string; text: string; count: number }[] = [];
  for (const item of batch) {
    const last = groups.at(-1);
    if (last && last.day === item.day) {
      last.text += item.line;
      last.count += 1;
    } else {
      groups.push({ day: item.day, text: item.line, count: 1 });
    }
  }
  return groups;
}

/**
 * Appends JSON lines to this instance's file of the day, in the order they came, in small batches,
 * each written with one call and fsync'ed before the next. A batch that fails stays queued (bounded)
 * and is retried; the failure is logged once, not thrown.
 */
export function createAuditWriter(options: AuditWriterOptions): AuditWriter {
  const { dir, instance, log } = options;
  const flushDelayMs = options.flushDelayMs ?? 100;
  const batchSize = options.batchSize ?? 200;
  const maxPending = options.maxPending ?? 10_000;
  const retryDelayMs = options.retryDelayMs ?? 5_000;
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let failing = false;
  let dropped = 0;

  function later(delayMs: number) {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
    // A queued record never keeps the process alive; close() flushes what is left.
    timer.unref();
  }

  async function writeBatch(batch: Pending[]): Promise<void> {
    let written = 0;
    try {
      await mkdir(dir, { recursive: true, mode: 0o750 });
      for (const group of byDay(batch)) {
        const file = await open(path.join(dir, auditFileName(group.day, instance)), 'a', 0o640);
        try {
          await file.write(group.text);
          await file.datasync();
        } finally {
          await file.close();
        }
        written += group.count;
      }
      if (failing) {
        failing = false;
        log.info({ dir, dropped }, 'audit records are written again');
        dropped = 0;
      }
    } catch (error) {
      const kept = [...batch.slice(written), ...pending];
      dropped += Math.max(0, kept.length - maxPending);
      pending = kept.slice(-maxPending);
      if (!failing) {
        failing = true;
        log.error({ err: error, dir }, 'audit records cannot be written; they are kept in memory and retried');
      }
      later(retryDelayMs);
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    chain = chain.then(() => {
      if (pending.length === 0) return undefined;
      const batch = pending;
      pending = [];
      return writeBatch(batch);
    });
    return chain;
  }

  return {
    append(day, line) {
      pending.push({ day, line });
      if (pending.length > maxPending) {
        pending.shift();
        dropped += 1;
      }
      if (pending.length >= batchSize && !failing) void flush();
      else later(failing ? retryDelayMs : flushDelayMs);
    },
    flush,
  };
}
