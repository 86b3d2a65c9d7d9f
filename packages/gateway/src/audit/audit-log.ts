import type { AuditRecordQuery } from '@portal/contract';
import { ConfigError, type GatewayConfig } from '../config';
import { auditDirProblem } from './audit-dir-probe';
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
  /**
   * False while records cannot be written to the folder (they go to the log meanwhile): readiness
   * is off and sign-in answers 503 until a write succeeds again.
   */
  writable(): boolean;
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
  retryDelayMs?: number;
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
    retryDelayMs: options.retryDelayMs,
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
    writable: () => writer.writable(),
    close: () => writer.flush(),
  };
}

/**
 * The audit log of a starting gateway: the folder is created and a probe written and fsync'ed
 * first, so a folder that cannot be written stops the start (ConfigError naming AUDIT_DIR and the
 * reason) instead of a gateway that looks healthy while its audit trail goes nowhere.
 */
export async function openAuditLog(config: Pick<GatewayConfig, 'auditDir'>, options: AuditLogOptions = {}): Promise<AuditLog> {
  const instance = options.instance ?? newInstanceId();
  const problem = await auditDirProblem(config.auditDir, instance);
  if (problem !== null) {
    throw new ConfigError([{ variable: 'AUDIT_DIR', message: `the audit folder ${config.auditDir} cannot be written (${problem})` }]);
  }
  return createAuditLog(config, { ...options, instance });
}
