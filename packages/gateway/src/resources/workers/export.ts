import { RequestValidationError } from '@ts-rest/fastify';
import { contract, XLSX_MIME } from '@portal/contract';
import { shiftDateKeys, WORKER_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import type { GatewayContext } from '../../context';
import { BAD_GATEWAY, HttpProblem } from '../../http/problem';
import { platformSession, sendProblem } from '../../http/respond';
import { validationProblem } from '../../http/validation-problem';
import { platformHeaders, resultOfText, sessionParams } from '../../legacy/client';
import { transportFailure } from '../../legacy/transport-errors';
import { toWorkerFilters } from './mapping';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;
/** A unit's operators make a workbook of some kilobytes; anything larger is no answer of the data host. */
const MAX_EXPORT_BYTES = 20 * 1024 * 1024;

/**
 * `GET /api/v1/workers/export`: the data host's workbook of the operator list (numbers masked by
 * the data host) passed through. A plain route beside the router, as the equipment export;
 * `tsRestRoute` lets the access guard check `worker:view`.
 */
export function registerWorkerExport(app: FastifyInstance, ctx: GatewayContext): void {
  const base = new URL(ctx.hosts.data);
  const basePath = base.pathname.replace(/\/+$/, '');
  const route = contract.workers.export;

  app.route({
    method: 'GET',
    url: route.path,
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const filters = route.query.safeParse(request.query);
      if (!filters.success) throw new HttpProblem(validationProblem(new RequestValidationError(null, null, filters.error, null)));
      const params = sessionParams(new URLSearchParams(shiftDateKeys(toWorkerFilters(filters.data))), platformSession(request));

      let upstream: Awaited<ReturnType<typeof undiciRequest>>;
      try {
        upstream = await undiciRequest(`${base.origin}${basePath}${WORKER_DATA_PATHS.export}?${params.toString()}`, {
          method: 'GET',
          headers: { ...platformHeaders(ctx.config.platformSecret), accept: `${XLSX_MIME}, application/json` },
          headersTimeout: ctx.config.legacyTimeoutMs,
          bodyTimeout: ctx.config.legacyTimeoutMs,
        });
      } catch (error) {
        return sendProblem(ctx, request, reply, transportFailure(error));
      }
      const type = String(upstream.headers['content-type'] ?? '');
      if (Number(upstream.headers['content-length'] ?? 0) > MAX_EXPORT_BYTES) {
        await upstream.body.dump();
        return sendProblem(ctx, request, reply, { problem: BAD_GATEWAY, cause: 'export larger than expected' });
      }
      if (upstream.statusCode !== 200 || !type.startsWith(XLSX_MIME)) {
        const verdict = resultOfText(upstream.statusCode, await upstream.body.text());
        return sendProblem(ctx, request, reply, verdict.ok ? { problem: BAD_GATEWAY, cause: 'data host answered JSON instead of a file' } : verdict);
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.status(200).send(Buffer.from(await upstream.body.arrayBuffer()));
    },
  });
}
