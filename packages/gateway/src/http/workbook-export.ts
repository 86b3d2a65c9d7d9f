import { RequestValidationError } from '@ts-rest/fastify';
import { XLSX_MIME } from '@portal/contract';
import { shiftDateKeys, type QueryValue } from '@portal/legacy-protocol';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import type { ZodTypeAny } from 'zod';
import type { GatewayContext } from '../context';
import { platformHeaders, resultOfText, sessionParams } from '../legacy/client';
import { transportFailure } from '../legacy/transport-errors';
import { BAD_GATEWAY, HttpProblem } from './problem';
import { platformSession, sendProblem } from './respond';
import { validationProblem } from './validation-problem';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;
/** A unit's list makes a workbook of some kilobytes to a few megabytes; anything larger is no answer of the data host. */
const MAX_EXPORT_BYTES = 20 * 1024 * 1024;

type WorkbookExport<Q> = {
  /** The contract's export route: its path, its query schema, and the access id the guard checks. */
  route: AppRoute & { method: 'GET'; query: ZodTypeAny };
  /** The data host's path of the workbook. */
  dataPath: string;
  /** The checked query as the data host's parameters (date keys are shifted here, by the wire's rule). */
  toWire: (query: Q) => Record<string, QueryValue>;
};

/**
 * An Excel export of a list: the data host's workbook of the filtered list, passed through (masking
 * is the data host's), as a plain route beside the router; `tsRestRoute` lets the access guard check
 * the route's access id. Refusals and transport failures become problems like every other call.
 */
export function registerWorkbookExport<Q>(app: FastifyInstance, ctx: GatewayContext, spec: WorkbookExport<Q>): void {
  const base = new URL(ctx.hosts.data);
  const basePath = base.pathname.replace(/\/+$/, '');
  const { route } = spec;

  app.route({
    method: 'GET',
    url: route.path,
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const filters = route.query.safeParse(request.query);
      if (!filters.success) throw new HttpProblem(validationProblem(new RequestValidationError(null, null, filters.error, null)));
      const params = sessionParams(new URLSearchParams(shiftDateKeys(spec.toWire(filters.data as Q))), platformSession(request));

      let upstream: Awaited<ReturnType<typeof undiciRequest>>;
      try {
        upstream = await undiciRequest(`${base.origin}${basePath}${spec.dataPath}?${params.toString()}`, {
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
