import { initServer } from '@ts-rest/fastify';
import { contract, shanghaiDateTime } from '@portal/contract';
import type { GatewayContext } from '../../context';
import { problemResult } from '../../http/respond';
import { UNSORTABLE, wireSortOf, type SortFields } from '../../legacy/wire-values';

const s = initServer();

/** The audit log is read newest first across every instance's files (audit/audit-reader.ts): one order. */
export const AUDIT_RECORD_ORDER: SortFields = { time: { only: 'desc' } };

/** 安全审计: the security audit records of every gateway instance, read from the audit folder. */
export function auditRecordHandlers(ctx: GatewayContext) {
  return s.router(contract.auditRecords, {
    list: async ({ query, request, reply }) => {
      if (!wireSortOf(query.sort, AUDIT_RECORD_ORDER)) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      // Names and addresses of people: no cache may keep them.
      reply.header('cache-control', 'no-store');
      const page = await ctx.audit.list(query);
      // The files keep RFC 3339 for shipping; the API answers every time in its one form.
      const items = page.items.map((record) => ({ ...record, time: shanghaiDateTime(record.time) ?? record.time }));
      return { status: 200 as const, body: { ...page, items } };
    },
  });
}
