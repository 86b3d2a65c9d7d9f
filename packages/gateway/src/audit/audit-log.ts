import type { AuditRecordQuery } from '@portal/contract';
import type { GatewayConfig } from '../config';
import { newInstanceId } from './audit-files';
import { readAuditPage, type AuditPage } from './audit-reader';
import { shanghaiDay, toAuditRecord, type AuditEntry, type AuditSource } from './audit-record';
import { createAuditWriter, type AuditLogger } from './audit-writer';

export type { AuditEntry, AuditSource } from './audit-record';
export type { AuditPage } from './audit-reader';
export type { AuditLogger } from './audit-writer';

/** The security audit trail (等保 安全审计). Recording never throws and never delays the answer. */
export interface AuditLog {
  record(request: AuditSource, entry: AuditEntry): void;
  /** Every instance's records in the folder, newest first; this instance's queued ones included. */
  list(query: AuditRecordQuery): Promise<AuditPage>;
  /** Writes what is queued. */
  close(): Promise<void>;
}

export type AuditLogOptions = {
  /** The gateway's logger (a write failure is reported there once); stderr otherwise. */
  log?: AuditLogger;
  /** Names this instance's files; unique per process start unless a test fixes it. */
  instance?: string;
  now?: () => Date;
  flushDelayMs?: number;
};

const stderrLogger: AuditLogger = {
  error: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'error', msg: message, ...details })}\n`),
  info: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'info', msg: message, ...details })}\n`),
};

/**
 * The durable audit log: JSON lines (one ZAuditRecordSchema record per line) appended to
 * `<auditDir>/audit-<day>-<instance>.jsonl`. Several instances may share the folder; each writes
 * its own file and reads all of them. The gateway never deletes a file: retention (at least 180
 * days, the Cybersecurity Law's six months) and shipping to a log store are the operator's, as
 * docs/security.md describes.
 */
export function createAuditLog(config: Pick<GatewayConfig, 'auditDir'>, options: AuditLogOptions = {}): AuditLog {
  const log = options.log ?? stderrLogger;
  const now = options.now ?? (() => new Date());
  const writer = createAuditWriter({
    dir: config.auditDir,
    instance: options.instance ?? newInstanceId(),
    log,
    flushDelayMs: options.flushDelayMs,
  });
  let recordFailed = false;
  return {
    record(request, entry) {
      try {
        const at = now();
        writer.append(shanghaiDay(at), `${JSON.stringify(toAuditRecord(request, entry, at))}\n`);
      } catch (error) {
        if (!recordFailed) log.error({ err: error }, 'an audit record could not be made');
        recordFailed = true;
      }
    },
    async list(query) {
      await writer.flush();
      return readAuditPage(config.auditDir, { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
    },
    close: () => writer.flush(),
  };
}
