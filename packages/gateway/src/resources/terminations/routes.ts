import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { TERMINATION_MESSAGES, TERMINATION_WIRE_PATHS, terminationForm, wirePage, ZWireTermination, ZWireTerminationDetail } from '@portal/legacy-protocol';
import { serviceApplicationHandlers } from '../../http/service-application-routes';
import type { GatewayContext } from '../../context';
import type { LegacyResult } from '../../legacy/client';
import { TERMINATION_SORT_FIELDS, toTermination, toTerminationDetail, toTerminationFilters, toTerminationForm, type TerminationBodyValue } from './mapping';

const s = initServer();

const REFUSALS = {
  [TERMINATION_MESSAGES.notFound]: 404,
  [TERMINATION_MESSAGES.notEditable]: 409,
  [TERMINATION_MESSAGES.notSubmitted]: 409,
  [TERMINATION_MESSAGES.forbidden]: 403,
};

// An equipment held by an open inspection or another submitted termination: a conflict with the
// state of other records, not bad input. The platform names the equipment, so the text varies.
const HELD = [/正在报检流程中/, /已有处理中的停用报废注销申请/];

function withHeldAsConflict(result: LegacyResult): LegacyResult {
  if (result.ok || result.problem.status !== 400) return result;
  const detail = result.problem.detail ?? '';
  return HELD.some((pattern) => pattern.test(detail)) ? { ...result, problem: { ...result.problem, status: 409, cause: 'state-conflict' } } : result;
}

/**
 * The clean termination API over `pemEqmRlvBasic`: the unit's applications (list, get, create,
 * update with `commit`) and the institute's review (reviewList, reviewGet, decide), built by the
 * service-application routes; this file holds the module's paths, refusals and mapping.
 */
export function terminationHandlers(ctx: GatewayContext) {
  const paths = TERMINATION_WIRE_PATHS;
  const routes = serviceApplicationHandlers(ctx, {
    list: { path: paths.list, sortFields: TERMINATION_SORT_FIELDS, filters: toTerminationFilters, schema: wirePage(ZWireTermination), map: toTermination },
    paths,
    detail: { schema: ZWireTerminationDetail, map: toTerminationDetail },
    form: (body: TerminationBodyValue, id) => terminationForm(toTerminationForm(body), id),
    refusals: REFUSALS,
    refine: withHeldAsConflict,
    review: { paths: { list: paths.auditList, audit: paths.audit }, event: 'termination-decided', target: 'termination' },
  });
  return s.router(contract.terminations, routes.handlers);
}
