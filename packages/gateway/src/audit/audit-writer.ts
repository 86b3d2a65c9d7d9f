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
  /**
   * Records kept for a later write while the folder cannot be written; beyond this the oldest are
   * let go (each is in the log already).
   */
  maxPending?: number;
  /** After a failed write, when to try again if no new record comes (ms). */
  retryDelayMs?: number;
};

/** A queued line; `logged` once it has gone to the log because the folder failed. */
type Pending = { day: string; line: string; logged: boolean };

export type AuditWriter = {
  /** Queues one line for the file of `day`; returns at once. */
  append(day: string, line: string): void;
  /** Writes and fsyncs everything queued so far; never rejects. */
  flush(): Promise<void>;
  /** False from a failed write until a write succeeds again. */
  writable(): boolean;
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

/** The record a line holds, for the log; the line itself if it is not JSON. */
function recordOf(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return line.trim();
  }
}

/**
 * Appends JSON lines to this instance's file of the day, in the order they came, in small batches,
 * each written with one call and fsync'ed before the next. While the folder cannot be written a
 * record is never held only in memory: each goes to the log as an error line carrying the whole
 * record (the log collector keeps it), stays queued (bounded) and is written when a retry succeeds.
 * The failure and the recovery are logged once each; nothing is thrown.
 */
export function createAuditWriter(options: AuditWriterOptions): AuditWriter {
  const { dir, instance, log } = options;
  const flushDelayMs = options.flushDelayMs ?? 100;
  const batchSize = options.batchSize ?? 200;
  const maxPending = options.maxPending ?? 10_000;
  const retryDelayMs = options.retryDelayMs ?? 2_000;
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let failing = false;
  let onlyInLog = 0;

  function later(delayMs: number) {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
    // A queued record never keeps the process alive; close() flushes what is left.
    timer.unref();
  }

  function toLog(item: Pending) {
    if (item.logged) return;
    item.logged = true;
    log.error({ auditRecord: recordOf(item.line), dir }, 'audit record not written to AUDIT_DIR');
  }

  function keep(items: Pending[]) {
    for (const item of items) toLog(item);
    const over = Math.max(0, items.length - maxPending);
    onlyInLog += over;
    pending = over > 0 ? items.slice(over) : items;
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
        log.info({ dir, onlyInLog }, 'audit records are written to AUDIT_DIR again');
        onlyInLog = 0;
      }
    } catch (error) {
      if (!failing) {
        failing = true;
        log.error(
          { err: error, dir },
          'audit records cannot be written to AUDIT_DIR: not ready, sign-in answers 503, each record goes to this log until a write succeeds',
        );
      }
      keep([...batch.slice(written), ...pending]);
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
      const item: Pending = { day, line, logged: false };
      pending.push(item);
      if (failing) {
        toLog(item);
        if (pending.length > maxPending) {
          pending.shift();
          onlyInLog += 1;
        }
        later(retryDelayMs);
        return;
      }
      if (pending.length >= batchSize) void flush();
      else later(flushDelayMs);
    },
    flush,
    writable: () => !failing,
  };
}
