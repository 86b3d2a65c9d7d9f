import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  errorLogForm,
  toWirePaging,
  WIRE_PATHS,
  wirePage,
  ZWireErrorLog,
  type WireErrorLog,
} from '@portal/legacy-protocol';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ErrorLog } from '@portal/contract';
import type { GatewayContext } from '../context';
import { redactPersonalData, urlPath } from './redact';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';

const s = initServer();
const ZWireErrorLogPage = wirePage(ZWireErrorLog);
const TYPES = ['script', 'ajax', 'promise', 'resource'] as const;

function toErrorLog(wire: WireErrorLog): ErrorLog {
  const type = (TYPES as readonly string[]).includes(wire.type) ? (wire.type as ErrorLog['type']) : 'script';
  return {
    id: wire.id,
    type,
    code: wire.code,
    mes: wire.mes,
    url: wire.url,
    time: wire.time,
    createdAt: wire.createDate,
  };
}

export function errorLogRoutes(ctx: GatewayContext, limits: { perSession: preHandlerAsyncHookHandler }) {
  return s.router(contract.errorLogs, {
    create: {
      hooks: { preHandler: limits.perSession },
      handler: async ({ body, request, reply }) => {
        request.log.info(
          {
            clientError: {
              type: body.type,
              code: redactPersonalData(body.code, 32),
              page: urlPath(body.url),
              time: body.time,
              mes: redactPersonalData(body.mes),
            },
          },
          'client error reported',
        );
        const saved = await ctx.legacy.call({
          method: 'POST',
          path: WIRE_PATHS.saveErrorLog,
          form: errorLogForm(body),
          session: platformSession(request),
        });
        if (!saved.ok) return problemResult(ctx, request, reply, saved);
        return { status: 202 as const, body: { accepted: true as const } };
      },
    },

    list: async ({ query, request, reply }) => {
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: WIRE_PATHS.errorLogList,
        // Inclusive dates of the clean API; the legacy date rule makes createDateEnd exclusive.
        query: {
          ...toWirePaging(query.page, query.pageSize, query.sort),
          createDateBegin: query.from,
          createDateEnd: query.to,
        },
        session: platformSession(request),
      });
      if (!answer.ok) return problemResult(ctx, request, reply, answer);
      const page = ZWireErrorLogPage.safeParse(answer.data);
      if (!page.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      return {
        status: 200 as const,
        body: {
          items: page.data.list.map(toErrorLog),
          total: page.data.count,
          page: page.data.pageNo,
          pageSize: page.data.pageSize,
        },
      };
    },
  });
}
