import { ACCESS } from '@portal/contract';
import {
  contentDisposition,
  INVOICE_MESSAGES,
  INVOICE_PRINT_PATH,
  INVOICE_WIRE_PATHS,
  WIRE_TAX_NO,
  ZWireInvoiceQuery,
  ZWireInvoiceTitleForm,
  ZWireInvoiceVoidForm,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { loginRequired } from '../../http/answers';
import { appFail, appOk, type AppAnswer } from '../../http/business-answers';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { instantRange, QUERY_INVALID } from '../../http/query-params';
import { holdsAccess } from '../../http/role-access';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { resolveSession, sessionUser } from '../../http/session-guard';
import { idSegment } from '../../http/unit-route';
import { userRoutes } from '../../http/user-route';
import { invoiceAnswer, invoiceDetailAnswer } from './answer';
import { invoiceFileName, invoicePdf } from './pdf';
import { findInvoice, INVOICE_SORTABLE, listInvoices, type InvoiceFilters } from './store';
import { issueWithTitle, voidInvoice } from './writes';

const FORBIDDEN = '您没有权限执行此操作';

type Action = (user: UserRow, params: WireParams, request: FastifyRequest) => Promise<AppAnswer>;

function filtersOf(params: WireParams): InvoiceFilters | string {
  const parsed = ZWireInvoiceQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, status, issueDateBegin, issueDateEnd } = parsed.data;
  const issued = instantRange(issueDateBegin, issueDateEnd);
  if (typeof issued === 'string') return issued;
  return { ...(keyword ? { keyword } : {}), ...(status ? { state: status } : {}), issued };
}

/** The first text a form's problem maps to (the platform answers one errorMsg). */
function titleProblem(params: WireParams): string {
  if (!(params.title ?? '').trim()) return INVOICE_MESSAGES.titleRequired;
  if (!WIRE_TAX_NO.test((params.taxNo ?? '').trim())) return INVOICE_MESSAGES.taxNoInvalid;
  return INVOICE_MESSAGES.notFound;
}

/**
 * `invoice`: the unit's invoices for the enterprise (list, detail, naming the title of one not yet
 * issued; menu id `service:self`), every unit's for the institute (auditList, void; `inspection:review`),
 * and the PDF of an issued invoice on the print host (`/api/print/invoice/{id}`).
 */
export function invoiceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = INVOICE_WIRE_PATHS;

  const enterprise =
    (action: (user: UserRow, unitId: string, params: WireParams, request: FastifyRequest) => Promise<AppAnswer>): Action =>
    async (user, params, request) => {
      if (!user.unitId) return appFail(NO_UNIT_MESSAGE);
      if (!(await holdsAccess(db, user, ACCESS.selfService))) return appFail(FORBIDDEN);
      return action(user, user.unitId, params, request);
    };
  const institute =
    (action: Action): Action =>
    async (user, params, request) => {
      if (!(await holdsAccess(db, user, ACCESS.inspectionReview))) return appFail(FORBIDDEN);
      return action(user, params, request);
    };
  const list = async (unitId: string | null, params: WireParams): Promise<AppAnswer> => {
    const paging = parsePaging(params, INVOICE_SORTABLE);
    if (typeof paging === 'string') return appFail(paging);
    const filters = filtersOf(params);
    if (typeof filters === 'string') return appFail(filters);
    const page = await listInvoices(db, unitId, filters, paging);
    return appOk({ ...page, list: page.list.map((row) => invoiceAnswer(row, row.unitName)) });
  };

  userRoutes(app, context, [
    [paths.list, enterprise((_user, unitId, params) => list(unitId, params))],
    [
      `${paths.detail}/:id`,
      enterprise(async (_user, unitId, _params, request) => {
        const row = await findInvoice(db, unitId, idSegment(request));
        return row ? appOk(invoiceDetailAnswer(row, row.unitName)) : appFail(INVOICE_MESSAGES.notFound);
      }),
    ],
    [
      paths.saveTitle,
      enterprise(async (_user, unitId, params) => {
        const form = ZWireInvoiceTitleForm.safeParse(params);
        if (!form.success) return appFail(titleProblem(params));
        const saved = await issueWithTitle(db, { unitId, ...form.data, now: context.now() });
        if (!saved.ok) return appFail(saved.message);
        const row = await findInvoice(db, unitId, saved.row.id);
        return row ? appOk(invoiceDetailAnswer(row, row.unitName)) : appFail(INVOICE_MESSAGES.notFound);
      }),
    ],
    [paths.auditList, institute((_user, params) => list(null, params))],
    [
      paths.void,
      institute(async (user, params) => {
        const form = ZWireInvoiceVoidForm.safeParse(params);
        if (!form.success) return appFail((params.id ?? '').trim() ? INVOICE_MESSAGES.reasonRequired : INVOICE_MESSAGES.notFound);
        const voided = await voidInvoice(db, { ...form.data, operator: user.name, now: context.now() });
        if (!voided.ok) return appFail(voided.message);
        const row = await findInvoice(db, null, voided.row.id);
        return row ? appOk(invoiceDetailAnswer(row, row.unitName)) : appFail(INVOICE_MESSAGES.notFound);
      }),
    ],
  ]);

  app.get(`${INVOICE_PRINT_PATH}/:id`, async (request, reply) => {
    // The print host is outside /a, where the session guard does not run.
    request.legacySession = await resolveSession(context, request);
    const user = await sessionUser(context, request);
    if (!user) return loginRequired();
    const { id } = request.params as { id: string };
    // The enterprise prints its unit's invoices; the institute's reviewers any unit's.
    const reviewer = !user.unitId && (await holdsAccess(db, user, ACCESS.inspectionReview));
    if (!user.unitId && !reviewer) return appFail(NO_UNIT_MESSAGE);
    const invoice = await findInvoice(db, reviewer ? null : user.unitId, id);
    if (!invoice) return appFail(INVOICE_MESSAGES.notFound);
    if (!invoice.invoiceNo || !invoice.issuedAt) return appFail(INVOICE_MESSAGES.notIssued);
    const pdf = await invoicePdf(invoice, { createdAt: context.now(), sample: context.samples });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(invoiceFileName(invoice), `invoice_${invoice.invoiceNo}.pdf`))
      .send(pdf);
  });
}
