import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  INVOICE_MESSAGES,
  INVOICE_WIRE_PATHS,
  invoiceDetailPath,
  invoicePrintPath,
  ZWireInvoice,
  ZWireInvoiceDetail,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outcomeEntry } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { PRINTED_PDF, registerBinaryRoute } from '../../http/binary-route';
import { answer, platformSession } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall, LegacyResult } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { toInvoice, toInvoiceDetail, toInvoiceListQuery, toInvoiceTitleForm } from './mapping';

const s = initServer();

/** Statuses of the platform's refusal texts; the form texts stay 400. */
export const INVOICE_REFUSALS = {
  [INVOICE_MESSAGES.notFound]: 404,
  [INVOICE_MESSAGES.notIssued]: 409,
  [INVOICE_MESSAGES.alreadyIssued]: 409,
  [INVOICE_MESSAGES.alreadyVoided]: 409,
  '您没有权限执行此操作': 403,
};

export const invoicesServed = servedRoutes(contract.invoices, ['list', 'get', 'updateTitle', 'instituteList', 'void']);

/**
 * The clean invoice API over `invoice/*`: the unit's list and detail, naming the title of an invoice
 * not issued yet (issuing it, audited), and the institute's list of every unit's invoices and voiding (audited).
 */
export function invoiceHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), INVOICE_REFUSALS);

  async function list(path: string, query: Parameters<typeof toInvoiceListQuery>[0], request: FastifyRequest) {
    const wireQuery = toInvoiceListQuery(query);
    if (!wireQuery) return { ok: false as const, problem: UNSORTABLE };
    const page = await call({ method: 'GET', path, query: wireQuery, session: platformSession(request) });
    return parsedPage(page, ZWireInvoice, toInvoice);
  }

  function audited(request: FastifyRequest, event: 'invoice-issued' | 'invoice-voided', id: string, result: LegacyResult, detail: string) {
    ctx.audit.record(request, outcomeEntry(request, event, `invoice:${id}`, result, detail));
  }

  return s.router(invoicesServed, {
    list: async ({ query, request, reply }) => answer(ctx, request, reply, 200, await list(INVOICE_WIRE_PATHS.list, query, request)),

    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: invoiceDetailPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireInvoiceDetail, toInvoiceDetail));
    },

    updateTitle: async ({ params, body, request, reply }) => {
      const saved = await call({ method: 'POST', path: INVOICE_WIRE_PATHS.saveTitle, form: toInvoiceTitleForm(params.id, body), session: platformSession(request) });
      // Naming the title issues the invoice there and then (a tax document): audited like voiding.
      audited(request, 'invoice-issued', params.id, saved, `开具发票，抬头：${body.title.trim()}`);
      return answer(ctx, request, reply, 200, parsed(saved, ZWireInvoiceDetail, toInvoiceDetail));
    },

    instituteList: async ({ query, request, reply }) => answer(ctx, request, reply, 200, await list(INVOICE_WIRE_PATHS.auditList, query, request)),

    void: async ({ params, body, request, reply }) => {
      const voided = await call({ method: 'POST', path: INVOICE_WIRE_PATHS.void, form: { id: params.id, reason: body.reason }, session: platformSession(request) });
      audited(request, 'invoice-voided', params.id, voided, `作废：${body.reason}`);
      return answer(ctx, request, reply, 200, parsed(voided, ZWireInvoiceDetail, toInvoiceDetail));
    },
  });
}

/**
 * `GET /api/v1/invoices/:id/file` (the unit's) and `/api/v1/institute/invoices/:id/file` (any unit's,
 * the institute): the print host's PDF of an issued invoice with its Chinese file name; another unit's
 * invoice is a 404, one not issued yet a 409.
 */
export function registerInvoiceDownloads(app: FastifyInstance, ctx: GatewayContext): void {
  for (const route of [contract.invoices.download, contract.invoices.instituteDownload]) {
    registerBinaryRoute(app, ctx, {
      route,
      kind: PRINTED_PDF,
      file: ({ params }) => ({ path: invoicePrintPath(params.id), refusals: INVOICE_REFUSALS }),
    });
  }
}
