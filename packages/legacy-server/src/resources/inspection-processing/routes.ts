import { ACCESS, instituteActionStatesFor, type AccessId } from '@portal/contract';
import {
  INSPECTION_PROCESSING_MESSAGES,
  INSPECTION_PROCESSING_WIRE_PATHS,
  ZWireAcceptForm,
  ZWireIssueReportForm,
  ZWirePreReviewForm,
  ZWireProcessingQuery,
  ZWireResultForm,
  ZWireScheduleForm,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { appFail, appOk, type AppAnswer } from '../../http/business-answers';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { instantRange, QUERY_INVALID } from '../../http/query-params';
import { refusalAnswer } from '../../http/refusal';
import { holdsAccess, menuIdsOf } from '../../http/role-access';
import { idSegment } from '../../http/unit-route';
import { userRoutes } from '../../http/user-route';
import { APPLICATION_SORTABLE, findApplication } from '../inspection-applications/store';
import type { InspectionApplicationRow } from '../inspection-applications/table';
import { notifyApplicant } from '../inspection-applications/transitions';
import { portalOriginOf } from '../../http/portal-origin';
import { keepIssuedDocuments } from '../reports/documents';
import { listForInstitute, processingDetailAnswer, processingRowAnswer, type ProcessingFilters } from './store';
import { accept, issueReports, preReview, recordResult, schedule } from './writes';

const M = INSPECTION_PROCESSING_MESSAGES;
const SORTABLE = APPLICATION_SORTABLE;

type InstituteAction = (user: UserRow, params: WireParams, request: FastifyRequest) => Promise<AppAnswer>;

/** `todo`: what waits for the caller's own steps (受理, 检验, 审核批准: docs/inspection-processing.md). */
function filtersOf(params: WireParams, menuIds: readonly string[]): ProcessingFilters | string {
  const parsed = ZWireProcessingQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, unitName, checkType, status, todo, submitDateBegin, submitDateEnd } = parsed.data;
  const submitted = instantRange(submitDateBegin, submitDateEnd);
  if (typeof submitted === 'string') return submitted;
  return {
    ...(keyword ? { keyword } : {}),
    ...(unitName ? { unitName } : {}),
    ...(checkType ? { kind: checkType } : {}),
    ...(status ? { state: status } : {}),
    ...(todo ? { awaiting: { states: instituteActionStatesFor(menuIds), included: todo === '1' } } : {}),
    submitted,
  };
}

/** The text the applicant gets for each move. */
function noticeOf(row: InspectionApplicationRow, extra = ''): string {
  switch (row.state) {
    case '待缴费':
      return row.feeChangedAt
        ? `已通过预审，检验费用调整为 ${row.feeTotal ?? 0} 元（原 ${row.quotedFeeTotal ?? 0} 元，原因：${row.feeChangeReason ?? ''}），请登录平台确认新的费用后缴费。`
        : `已通过预审，检验费用 ${row.feeTotal ?? 0} 元，请登录平台缴费。`;
    case '退回':
      return `被退回：${row.opinion ?? ''}。请修改后重新提交。`;
    case '已受理':
      return '已受理，检验机构将与您约定检验时间。';
    case '已约检':
      return `已安排检验${extra}，请做好现场准备。`;
    case '报告编制中':
      return '现场检验已完成，报告编制中。';
    case '意见通知书':
      return `检验发现问题，已出具意见通知书，请于 ${extra} 前完成整改，并登录平台提交整改反馈。`;
    case '复检':
      return `已安排复检${extra}，请做好现场准备。`;
    case '报告已出具':
      return '检验报告已出具，可登录平台下载。';
    default:
      return `状态已更新为${row.state}。`;
  }
}

/**
 * `appOnlineAudit`: the institute's desk over every unit's inspection applications, for roles holding
 * `inspection:review` (the platform checks it on every call, whatever the gateway did). Each move goes
 * through `transitionApplication` (the contract's state machine, a history row) and texts the site contact.
 */
export function inspectionProcessingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = INSPECTION_PROCESSING_WIRE_PATHS;

  /** The desk needs `inspection:review`; each move also needs its step's id (受理, 检验 or 审核批准). */
  const institute =
    (action: InstituteAction, step?: AccessId) =>
    async (user: UserRow, params: WireParams, request: FastifyRequest): Promise<AppAnswer> => {
      if (!(await holdsAccess(db, user, ACCESS.inspectionReview))) return appFail(M.forbidden);
      if (step && !(await holdsAccess(db, user, step))) return appFail(M.stepForbidden);
      return refusalAnswer(() => action(user, params, request));
    };

  const detail = async (user: UserRow, id: string): Promise<AppAnswer> => {
    const row = await findApplication(db, null, id);
    if (!row || row.state === '草稿') return appFail('报检申请不存在或无权查看');
    return appOk(await processingDetailAnswer(db, row, user.id));
  };

  /** A move, then the detail as it is now; the SMS after the move stands. */
  const move =
    (run: (user: UserRow, params: WireParams) => Promise<{ row: InspectionApplicationRow; extra?: string } | string>): InstituteAction =>
    async (user, params) => {
      const outcome = await run(user, params);
      if (typeof outcome === 'string') return appFail(outcome);
      await notifyApplicant(context, outcome.row, noticeOf(outcome.row, outcome.extra));
      return detail(user, outcome.row.id);
    };

  const by = (user: UserRow) => ({ userId: user.id, name: user.name, now: context.now() });

  userRoutes(app, context, [
    [
      paths.list,
      institute(async (user, params) => {
        const paging = parsePaging(params, SORTABLE);
        if (typeof paging === 'string') return appFail(paging);
        const filters = filtersOf(params, await menuIdsOf(db, user));
        if (typeof filters === 'string') return appFail(filters);
        const page = await listForInstitute(db, filters, paging);
        return appOk({ ...page, list: page.list.map((row) => processingRowAnswer(row, row.unitName)) });
      }),
    ],
    [`${paths.detail}/:id`, institute(async (user, _params, request) => detail(user, idSegment(request)))],
    [
      paths.preReview,
      institute(
        move(async (user, params) => {
          const form = ZWirePreReviewForm.safeParse(params);
          if (!form.success) return M.formInvalid;
          const { id, pass, opinion, fees, feeReason } = form.data;
          return { row: await preReview(db, id, pass === '1', opinion, by(user), { fees, reason: feeReason }) };
        }),
        ACCESS.inspectionAccept,
      ),
    ],
    [
      paths.accept,
      institute(
        move(async (user, params) => {
          const form = ZWireAcceptForm.safeParse(params);
          if (!form.success) return M.formInvalid;
          return { row: await accept(db, form.data.id, form.data.remark, by(user)) };
        }),
        ACCESS.inspectionAccept,
      ),
    ],
    [
      paths.schedule,
      institute(
        move(async (user, params) => {
          const form = ZWireScheduleForm.safeParse(params);
          if (!form.success) return M.scheduleInvalid;
          const row = await schedule(db, form.data.id, form.data.scheduleDate, form.data.inspector, by(user));
          return { row, extra: `：${form.data.scheduleDate}，检验人员 ${form.data.inspector}` };
        }),
        ACCESS.inspectionAccept,
      ),
    ],
    [
      paths.result,
      institute(
        move(async (user, params) => {
          const form = ZWireResultForm.safeParse(params);
          if (!form.success) return M.resultInvalid;
          return { row: await recordResult(db, form.data, by(user)), extra: form.data.rectifyDeadline };
        }),
        ACCESS.inspectionInspect,
      ),
    ],
    [
      paths.reinspect,
      institute(
        move(async (user, params) => {
          const form = ZWireScheduleForm.safeParse(params);
          if (!form.success) return M.scheduleInvalid;
          const row = await schedule(db, form.data.id, form.data.scheduleDate, form.data.inspector, by(user), 'reinspection');
          return { row, extra: `：${form.data.scheduleDate}，检验人员 ${form.data.inspector}` };
        }),
        ACCESS.inspectionAccept,
      ),
    ],
    [
      paths.issueReport,
      institute(
        move(async (user, params) => {
          const form = ZWireIssueReportForm.safeParse(params);
          if (!form.success) return M.formInvalid;
          const row = await issueReports(db, form.data.id, by(user));
          // The documents are rendered once, now, and kept: every later download is these bytes.
          await keepIssuedDocuments(context, row.id, portalOriginOf(form.data.origin));
          return { row };
        }),
        ACCESS.inspectionApprove,
      ),
    ],
  ]);
}
