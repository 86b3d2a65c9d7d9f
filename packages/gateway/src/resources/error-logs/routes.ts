import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { errorLogForm, ZWireErrorLog, ERROR_LOG_WIRE_PATHS } from '@portal/legacy-protocol';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { GatewayContext } from '../../context';
import { maskSecrets, redactPersonalData, urlPath } from '../../http/redact';
import { answer, platformSession, problemResult } from '../../http/respond';
import { parsedPage } from '../../legacy/paged-list';
import { UNSORTABLE, wirePagingOf } from '../../legacy/wire-values';
import { ERROR_LOG_ORDER, toErrorLog, toWireErrorLogEntry } from './mapping';

const s = initServer();

export function errorLogHandlers(ctx: GatewayContext, limits: { perSession: preHandlerAsyncHookHandler }) {
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
          path: ERROR_LOG_WIRE_PATHS.save,
          // The platform stores what it is given: secrets and personal data are masked first.
          form: errorLogForm(
            toWireErrorLogEntry({ ...body, code: maskSecrets(body.code), mes: maskSecrets(body.mes), url: maskSecrets(body.url) }),
          ),
          session: platformSession(request),
        });
        if (!saved.ok) return problemResult(ctx, request, reply, saved);
        return { status: 202 as const, body: { accepted: true as const } };
      },
    },

    list: async ({ query, request, reply }) => {
      const paging = wirePagingOf(query.page, query.pageSize, query.sort, ERROR_LOG_ORDER);
      if (!paging) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const page = await ctx.legacy.call({
        method: 'GET',
        path: ERROR_LOG_WIRE_PATHS.list,
        // Inclusive dates of the clean API; the legacy date rule makes createDateEnd exclusive.
        query: {
          ...paging,
          createDateBegin: query.from,
          createDateEnd: query.to,
        },
        session: platformSession(request),
      });
      return answer(ctx, request, reply, 200, parsedPage(page, ZWireErrorLog, toErrorLog));
    },
  });
}
