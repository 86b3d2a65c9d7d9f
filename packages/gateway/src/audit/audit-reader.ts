import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ZAuditRecordSchema, type AuditEvent, type AuditOutcome, type AuditRecord } from '@portal/contract';
import { parseAuditFileName, type AuditFile } from './audit-files';

/** A list query with its paging settled (the contract's defaults applied). */
export type AuditFilter = {
  page: number;
  pageSize: number;
  event?: AuditEvent;
  outcome?: AuditOutcome;
  /** Part of the user, any case. */
  user?: string;
  /** Part of the client address. */
  address?: string;
  /** Inclusive Asia/Shanghai days, `yyyy-MM-dd`. */
  from?: string;
  to?: string;
};

export type AuditPage = { items: AuditRecord[]; total: number; page: number; pageSize: number };

type Found = { record: AuditRecord; file: string; line: number };

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** The audit files of the folder within the day range, by day, newest day first. */
async function filesByDay(dir: string, filter: AuditFilter): Promise<[string, AuditFile[]][]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const days = new Map<string, AuditFile[]>();
  for (const name of names) {
    const file = parseAuditFileName(name);
    if (!file) continue;
    if ((filter.from && file.day < filter.from) || (filter.to && file.day > filter.to)) continue;
    days.set(file.day, [...(days.get(file.day) ?? []), file]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
}

function matches(record: AuditRecord, filter: AuditFilter): boolean {
  if (filter.event && record.event !== filter.event) return false;
  if (filter.outcome && record.outcome !== filter.outcome) return false;
  if (filter.user && !(record.user ?? '').toLowerCase().includes(filter.user.toLowerCase())) return false;
  if (filter.address && !record.address.toLowerCase().includes(filter.address.toLowerCase())) return false;
  const day = record.time.slice(0, 10);
  return !(filter.from && day < filter.from) && !(filter.to && day > filter.to);
}

/** One line as a record; undefined for a half-written or foreign line, which is skipped. */
function parseLine(line: string): AuditRecord | undefined {
  if (line.trim() === '') return undefined;
  try {
    const parsed = ZAuditRecordSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The matching records of one file, read line by line. */
async function readMatches(dir: string, file: AuditFile, filter: AuditFilter, into: Found[]): Promise<void> {
  const lines = createInterface({ input: createReadStream(path.join(dir, file.name), 'utf8'), crlfDelay: Infinity });
  let index = 0;
  try {
    for await (const line of lines) {
      const record = parseLine(line);
      if (record && matches(record, filter)) into.push({ record, file: file.name, line: index });
      index += 1;
    }
  } catch (error) {
    // Removed since the folder was read (an operator's retention job): nothing to list from it.
    if (!isMissing(error)) throw error;
  }
}

/** Newest first; within the same millisecond, the later line of a file first. */
function newestFirst(a: Found, b: Found): number {
  if (a.record.time !== b.record.time) return a.record.time < b.record.time ? 1 : -1;
  if (a.file !== b.file) return a.file < b.file ? 1 : -1;
  return b.line - a.line;
}

/**
 * One page of the records of every instance's files, newest first. Days are read from the newest
 * backwards and only one day's matching records are held at a time, besides the page itself; the
 * total needs every file in the range read, so each list reads the whole range (all retained days
 * when no dates are given) — fine for thousands of records a day, not for millions (then ship the
 * files to a log store and query there).
 */
export async function readAuditPage(dir: string, filter: AuditFilter): Promise<AuditPage> {
  const skip = (filter.page - 1) * filter.pageSize;
  const items: AuditRecord[] = [];
  let total = 0;
  if (filter.from && filter.to && filter.from > filter.to) return { items, total, page: filter.page, pageSize: filter.pageSize };
  for (const [, files] of await filesByDay(dir, filter)) {
    const found: Found[] = [];
    for (const file of files) await readMatches(dir, file, filter, found);
    found.sort(newestFirst);
    for (const { record } of found) {
      if (total >= skip && items.length < filter.pageSize) items.push(record);
      total += 1;
    }
  }
  return { items, total, page: filter.page, pageSize: filter.pageSize };
}
