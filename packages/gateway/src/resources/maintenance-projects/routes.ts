import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  MAINTENANCE_PROJECT_MESSAGES,
  MAINTENANCE_PROJECT_WIRE_PATHS,
  maintenanceProjectForm,
  wirePage,
  ZWireMaintenanceProject,
  ZWireMaintenanceProjectDetail,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, toPage, UNSORTABLE } from '../../legacy/wire-values';
import { toAuditForm, type ServiceDecisionValue } from '../terminations/mapping';
import {
  toMaintenanceProject,
  toMaintenanceProjectDetail,
  toMaintenanceProjectForm,
  toMaintenanceProjectListQuery,
  type MaintenanceProjectBodyValue,
} from './mapping';

const s = initServer();
const ZWireMaintenanceProjectPage = wirePage(ZWireMaintenanceProject);

const REFUSALS = {
  [MAINTENANCE_PROJECT_MESSAGES.notFound]: 404,
  [MAINTENANCE_PROJECT_MESSAGES.notEditable]: 409,
  [MAINTENANCE_PROJECT_MESSAGES.notDeletable]: 409,
  [MAINTENANCE_PROJECT_MESSAGES.notSubmitted]: 409,
  [MAINTENANCE_PROJECT_MESSAGES.forbidden]: 403,
};

/**
 * The clean maintenance-project API: the unit's notices over `epPemMaiprojApply` (list, get,
 * create, update, delete) and the institute's review over `epPemMaipricApply` (reviewList,
 * reviewGet, decide), each decision recorded in the audit trail.
 */
export function maintenanceProjectRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);
  const paths = MAINTENANCE_PROJECT_WIRE_PATHS;

  async function save(body: MaintenanceProjectBodyValue, session: LegacySession, id?: string) {
    const saved = await call({ method: 'POST', path: paths.save, form: maintenanceProjectForm(toMaintenanceProjectForm(body), id), session });
    return parsed(saved, ZWireMaintenanceProjectDetail, toMaintenanceProjectDetail);
  }

  async function list(path: string, query: Parameters<typeof toMaintenanceProjectListQuery>[0], request: FastifyRequest) {
    const wireQuery = toMaintenanceProjectListQuery(query);
    if (!wireQuery) return { ok: false as const, problem: UNSORTABLE };
    const page = await call({ method: 'GET', path, query: wireQuery, session: platformSession(request) });
    return parsed(page, ZWireMaintenanceProjectPage, (wire) => toPage(wire, toMaintenanceProject));
  }

  async function read(id: string, request: FastifyRequest) {
    const found = await call({ method: 'GET', path: paths.form, query: { id }, session: platformSession(request) });
    return parsed(found, ZWireMaintenanceProjectDetail, toMaintenanceProjectDetail);
  }

  function audited(request: FastifyRequest, id: string, body: ServiceDecisionValue, failure?: string) {
    ctx.audit.record(request, {
      event: 'maintenance-project-decided',
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `maintenance-project:${id}`,
      detail: failure ?? (body.decision === 'pass' ? '通过' : '退回'),
    });
  }

  return s.router(contract.maintenanceProjects, {
    list: async ({ query, request, reply }) => {
      const page = await list(paths.list, query, request);
      return page.ok ? answer(ctx, request, reply, 200, page) : problemResult(ctx, request, reply, page);
    },
    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await read(params.id, request)),
    create: async ({ body, request, reply }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),
    update: async ({ params, body, request, reply }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),
    delete: async ({ params, request, reply }) => {
      const deleted = await call({ method: 'POST', path: paths.del, form: { id: params.id }, session: platformSession(request) });
      return deleted.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, deleted);
    },

    reviewList: async ({ query, request, reply }) => {
      const page = await list(paths.auditList, query, request);
      return page.ok ? answer(ctx, request, reply, 200, page) : problemResult(ctx, request, reply, page);
    },
    reviewGet: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await read(params.id, request)),
    decide: async ({ params, body, request, reply }) => {
      const decided = await call({ method: 'POST', path: paths.audit, form: toAuditForm(params.id, body), session: platformSession(request) });
      audited(request, params.id, body, decided.ok ? undefined : (decided.problem.detail ?? '审核失败'));
      return answer(ctx, request, reply, 200, parsed(decided, ZWireMaintenanceProjectDetail, toMaintenanceProjectDetail));
    },
  });
}
