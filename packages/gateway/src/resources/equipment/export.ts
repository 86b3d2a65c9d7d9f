import { RequestValidationError } from '@ts-rest/fastify';
import { contract, XLSX_MIME, ZEquipmentExportQuerySchema } from '@portal/contract';
import { EQM_DATA_PATHS, normaliseAnswer, shiftDateKeys, type QueryValue } from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import { classifyTransportError, describeError } from '../legacy/transport-errors';
import { HttpProblem, PROBLEM_CONTENT_TYPE } from '../problem';
import { validationProblem } from '../validation-problem';
import { toWireEqmQuery, VIEW_ENDPOINTS, type EquipmentFilters } from './equipment-mapping';
import { platformSession, problemResult } from './respond';
import type { Failure } from './wire-values';

/**
 * What the `implemented` map holds for a route served by a plain Fastify route beside the ts-rest
 * router: a value, so the route is not answered 501, that ts-rest's registerRouter skips (it
 * registers functions and `{ handler }` objects only).
 */
export const SERVED_BESIDE_ROUTER = 'served beside the ts-rest router';

// The data host writes the whole workbook before it answers (to send its length), which takes a
// few seconds for tens of thousands of rows.
const EXPORT_HEADERS_TIMEOUT_MS = 120_000;
const MAX_VERDICT_BYTES = 64 * 1024;
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

/** The data host's query of an export: the list filters, the view's `queryType`, the session; End dates shifted. */
export function exportQuery(filters: EquipmentFilters, session: LegacySession): URLSearchParams {
  const { view, ...rest } = filters;
  const query: Record<string, QueryValue> = { ...toWireEqmQuery(rest), queryType: VIEW_ENDPOINTS[view].exportType };
  const params = new URLSearchParams(shiftDateKeys(query));
  params.set('__sid', session.sid);
  params.set('__extend', session.ext);
  return params;
}

/** A data host answer that is not a workbook: its JSON verdict (session gone, refused filter) or a 502. */
export function exportFailure(status: number, body: string): Failure {
  if (status >= 500) return { ok: false, problem: { status: 502, detail: '服务器错误，请稍后再试' }, cause: `data host HTTP ${status}` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, problem: { status: 502, detail: '服务器错误，请稍后再试' }, cause: `data host non-file answer (HTTP ${status})` };
  }
  const outcome = normaliseAnswer(json);
  if (outcome.kind === 'login') return { ok: false, problem: { status: 401, detail: outcome.message } };
  if (outcome.kind === 'error') return { ok: false, problem: { status: 400, detail: outcome.message } };
  return { ok: false, problem: { status: 502, detail: '服务器错误，请稍后再试' }, cause: 'data host answered JSON instead of a file' };
}

function sendFailure(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  const result = problemResult(ctx, request, reply, failure);
  return reply.status(result.status).type(PROBLEM_CONTENT_TYPE).send(result.body);
}

/**
 * `GET /api/v1/equipment/export`: the data host's .xlsx streamed through as it arrives, never held
 * whole, with its type, length and (Chinese) file name. A plain route, because ts-rest's adapter
 * does not stream; `tsRestRoute` in its config lets the access guard check `equipment:view`.
 */
export function registerEquipmentExport(app: FastifyInstance, ctx: GatewayContext): typeof SERVED_BESIDE_ROUTER {
  const base = new URL(ctx.hosts.data);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: 8,
    headersTimeout: EXPORT_HEADERS_TIMEOUT_MS,
    bodyTimeout: ctx.config.legacyTimeoutMs,
  });
  app.addHook('onClose', async () => pool.close());

  app.route({
    method: 'GET',
    url: contract.equipment.export.path,
    config: { tsRestRoute: contract.equipment.export },
    handler: async (request, reply) => {
      const filters = ZEquipmentExportQuerySchema.safeParse(request.query);
      if (!filters.success) throw new HttpProblem(validationProblem(new RequestValidationError(null, null, filters.error, null)));
      const params = exportQuery(filters.data, platformSession(request));

      let upstream: Awaited<ReturnType<Pool['request']>>;
      try {
        upstream = await pool.request({
          method: 'GET',
          path: `${basePath}${EQM_DATA_PATHS.export}?${params.toString()}`,
          headers: { accept: `${XLSX_MIME}, application/json` },
        });
      } catch (error) {
        const timedOut = classifyTransportError(error) === 'timeout';
        const problem = timedOut ? { status: 504, detail: '服务器响应超时，请稍后再试' } : { status: 502, detail: '服务器错误，请稍后再试' };
        return sendFailure(ctx, request, reply, { ok: false, problem, cause: describeError(error) });
      }

      const type = String(upstream.headers['content-type'] ?? '');
      if (upstream.statusCode !== 200 || !type.startsWith(XLSX_MIME)) {
        // A verdict is a few hundred bytes of JSON; anything big is no verdict and is not read.
        if (Number(upstream.headers['content-length'] ?? 0) > MAX_VERDICT_BYTES) {
          await upstream.body.dump();
          return sendFailure(ctx, request, reply, exportFailure(502, ''));
        }
        return sendFailure(ctx, request, reply, exportFailure(upstream.statusCode, await upstream.body.text()));
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.status(200).send(upstream.body);
    },
  });
  return SERVED_BESIDE_ROUTER;
}
