import { randomBytes } from 'node:crypto';
import os from 'node:os';

/**
 * Audit files: `audit-<yyyy-MM-dd>-<instance>.jsonl`, one per gateway instance and Asia/Shanghai
 * day. Instances sharing the folder (a volume) each append to their own file, so no two writers
 * ever interleave within a file.
 */
const FILE_NAME = /^audit-(\d{4}-\d{2}-\d{2})-([A-Za-z0-9._-]+)\.jsonl$/;

export type AuditFile = { name: string; day: string; instance: string };

/** This process's instance name: host, pid and a random part (a restarted container may reuse a pid). */
export function newInstanceId(): string {
  const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, '').slice(0, 40) || 'host';
  return `${host}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export function auditFileName(day: string, instance: string): string {
  return `audit-${day}-${instance}.jsonl`;
}

/** The day and instance of an audit file's name; undefined for any other file in the folder. */
export function parseAuditFileName(name: string): AuditFile | undefined {
  const match = FILE_NAME.exec(name);
  return match?.[1] && match[2] ? { name, day: match[1], instance: match[2] } : undefined;
}
