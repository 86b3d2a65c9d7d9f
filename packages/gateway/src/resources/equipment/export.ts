import { RequestValidationError } from '@ts-rest/fastify';
import { contract, XLSX_MIME, ZEquipmentExportQuerySchema } from '@portal/contract';
import { EQUIPMENT_DATA_PATHS, shiftDateKeys, type QueryValue } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import type { GatewayContext } from '../../context';
import { BAD_GATEWAY, HttpProblem } from '../../http/problem';
import { platformSession, sendProblem } from '../../http/respond';
import { validationProblem } from '../../http/validation-problem';
import { platformHeaders, resultOfText, sessionParams, type LegacySession } from '../../legacy/client';
import { transportFailure } from '../../legacy/transport-errors';
import type { Failure } from '../../legacy/wire-values';
import { toWireEqmQuery, VIEW_ENDPOINTS, type EquipmentFilters } from './mapping';

// The data host writes the whole workbook before it answers (to send its length), which takes a
// few seconds for tens of thousands of rows.
const EXPORT_HEADERS_TIMEOUT_MS = 120_000;
const MAX_VERDICT_BYTES = 64 * 1024;
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

/** The data host's query of an export: the list filters, the view's `queryType`, the session; End dates shifted. */
export function exportQuery(filters: EquipmentFilters, session: LegacySession): URLSearchParams {
  const { view, ...rest } = filters;
  const query: Record<string, QueryValue> = { ...toWireEqmQuery(rest), queryType: VIEW_ENDPOINTS[view].exportType };
  return sessionParams(new URLSearchParams(shiftDateKeys(query)), session);
}

/** A data host answer that is not a workbook: its JSON verdict (session gone, refused filter) or a 502. */
export function exportFailure(status: number, body: string): Failure {
  const verdict = resultOfText(status, body);
  return verdict.ok ? { ok: false, problem: BAD_GATEWAY, cause: 'data host answered JSON instead of a file' } : verdict;
}

/**
 * `GET /api/v1/equipment/export`: the data host's .xlsx streamed through as it arrives, never held
 * whole, with its type, length and (Chinese) file name. A plain route, because ts-rest's adapter
 * does not stream; `tsRestRoute` in its config lets the access guard check `equipment:view`.
 */
export function registerEquipmentExport(app: FastifyInstance, ctx: GatewayContext): void {
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
          path: `${basePath}${EQUIPMENT_DATA_PATHS.export}?${params.toString()}`,
          headers: { ...platformHeaders(ctx.config.platformSecret), accept: `${XLSX_MIME}, application/json` },
        });
      } catch (error) {
        return sendProblem(ctx, request, reply, transportFailure(error));
      }

      const type = String(upstream.headers['content-type'] ?? '');
      if (upstream.statusCode !== 200 || !type.startsWith(XLSX_MIME)) {
        // A verdict is a few hundred bytes of JSON; anything big is no verdict and is not read.
        if (Number(upstream.headers['content-length'] ?? 0) > MAX_VERDICT_BYTES) {
          await upstream.body.dump();
          return sendProblem(ctx, request, reply, exportFailure(502, ''));
        }
        return sendProblem(ctx, request, reply, exportFailure(upstream.statusCode, await upstream.body.text()));
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.status(200).send(upstream.body);
    },
  });
}
