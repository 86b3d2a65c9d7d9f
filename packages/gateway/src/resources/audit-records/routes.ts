import { initServer } from '@ts-rest/fastify';
import { contract, shanghaiDateTime } from '@portal/contract';
import type { GatewayContext } from '../../context';

const s = initServer();

/** 安全审计: the security audit records of every gateway instance, read from the audit folder. */
export function auditRecordRoutes(ctx: GatewayContext) {
  return s.router(contract.auditRecords, {
    list: async ({ query, reply }) => {
      // Names and addresses of people: no cache may keep them.
      reply.header('cache-control', 'no-store');
      const page = await ctx.audit.list(query);
      // The files keep RFC 3339 for shipping; the API answers every time in its one form.
      const items = page.items.map((record) => ({ ...record, time: shanghaiDateTime(record.time) ?? record.time }));
      return { status: 200 as const, body: { ...page, items } };
    },
  });
}
