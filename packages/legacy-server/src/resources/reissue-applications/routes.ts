import { ACCESS } from '@portal/contract';
import {
  REISSUE_APPLICATION_WIRE_PATHS,
  REISSUE_OUTCOME_WORDS,
  REISSUE_MESSAGES,
  ZWireReissueAuditForm,
  ZWireReissueForm,
  ZWireReissueQuery,
} from '@portal/legacy-protocol';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { attachments, type UserRow } from '../../db/schema';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { parsePageNumbers } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { holdsAccess } from '../../http/role-access';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { idSegment } from '../../http/unit-route';
import { userRoutes } from '../../http/user-route';
import { formatWireDateTime } from '../../http/wire-date';
import { linkAttachments } from '../attachments/store';
import { reports } from '../reports/table';
import { portalOriginOf } from '../../http/portal-origin';
import { notifyServiceApplicant } from '../../service-applications/notify';
import { reissueReport } from '../reports/versions';
import { decideReissue, decisionNotice, findReissue, insertReissue, listReissues, recordIssuedReport, type ReissueListRow } from './store';
import { QUERY_INVALID } from '../../http/query-params';

/** The attachments of a re-issue application are filed under its module's name. */
export const REISSUE_BIZ_TYPE = 'reissueApply';

export function reissueAnswer(row: ReissueListRow, attachmentIds: readonly string[] = []) {
  return {
    id: row.id,
    reportNo: row.reportNo,
    reason: row.reason,
    applyType: row.requestedOutcome,
    dealType: row.outcome,
    status: row.state,
    applyDate: formatWireDateTime(row.appliedAt),
    opinion: row.opinion,
    unitName: row.unitName,
    attachmentIds: attachmentIds.join(','),
    newReportNo: row.issuedReportNo,
  };
}

/**
 * `reissueApply`: the unit's applications to re-issue a report or get a change note (list, detail,
 * save — submitted at once) and the institute's decision (auditList, auditDetail, audit) for roles
 * holding `inspection:review`. `result` + `errorMsg`, payload under `data`.
 */
export function reissueApplicationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = REISSUE_APPLICATION_WIRE_PATHS;

  const attachmentIdsOf = async (id: string): Promise<string[]> => {
    const rows = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.refType, REISSUE_BIZ_TYPE), eq(attachments.refId, id)));
    return rows.map((row) => row.id);
  };

  const list = (unitOnly: boolean) => async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (unitOnly && !user.unitId) return stoneFail(NO_UNIT_MESSAGE);
    if (!unitOnly && !(await holdsAccess(db, user, ACCESS.inspectionReview))) return stoneFail(REISSUE_MESSAGES.forbidden);
    const paging = parsePageNumbers(params);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = ZWireReissueQuery.safeParse(params);
    if (!filters.success) return stoneFail(QUERY_INVALID);
    const page = await listReissues(db, unitOnly ? user.unitId : null, filters.data, paging);
    return stoneOk({ ...page, list: page.list.map((row) => reissueAnswer(row)) });
  };

  const detail = async (unitId: string | null, id: string): Promise<StoneAnswer> => {
    const row = await findReissue(db, unitId, id);
    return row ? stoneOk(reissueAnswer(row, await attachmentIdsOf(row.id))) : stoneFail(REISSUE_MESSAGES.notFound);
  };

  const save = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!user.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const form = ZWireReissueForm.safeParse(params);
    if (!form.success) return stoneFail(QUERY_INVALID);
    const [report] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.unitId, user.unitId), eq(reports.reportNo, form.data.reportNo), isNotNull(reports.issuedAt)));
    if (!report) return stoneFail(REISSUE_MESSAGES.reportNotFound);
    const unitId = user.unitId;
    const outcome = await refusalsAsFailures(() =>
      db.transaction(async (tx) => {
        const id = await insertReissue(tx, {
          unitId,
          userId: user.id,
          reportNo: form.data.reportNo,
          reason: form.data.reason,
          requestedOutcome: form.data.applyType,
          now: context.now(),
        });
        const linked = await linkAttachments(tx, { unitId, userId: user.id }, form.data.attachmentIds, REISSUE_BIZ_TYPE, id);
        if (!linked) throw new Refusal(REISSUE_MESSAGES.attachmentForeign);
        return id;
      }),
    );
    if (!outcome.ok) return stoneFail(outcome.message);
    return detail(unitId, outcome.value);
  };

  const audit = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!(await holdsAccess(db, user, ACCESS.inspectionReview))) return stoneFail(REISSUE_MESSAGES.forbidden);
    const form = ZWireReissueAuditForm.safeParse(params);
    if (!form.success) return stoneFail(QUERY_INVALID);
    const approved = form.data.pass === '1';
    if (approved && form.data.dealType === '') return stoneFail(REISSUE_MESSAGES.outcomeRequired);
    if (!approved && form.data.opinion === '') return stoneFail(REISSUE_MESSAGES.opinionRequired);
    const existing = await findReissue(db, null, form.data.id);
    if (!existing) return stoneFail(REISSUE_MESSAGES.notFound);
    const outcome = approved && form.data.dealType !== '' ? form.data.dealType : null;
    const now = context.now();
    // The decision and, for 重新出具检验报告, the new report version commit together or not at all.
    const decided = await refusalsAsFailures(() =>
      db.transaction(async (tx) => {
        if (!(await decideReissue(tx, form.data.id, { approved, outcome, opinion: form.data.opinion, reviewer: user.name, now }))) {
          throw new Refusal(REISSUE_MESSAGES.alreadyDecided);
        }
        if (outcome !== REISSUE_OUTCOME_WORDS.reissue_report) return null;
        const by = { userId: user.id, name: user.name, now };
        const reissued = await reissueReport(context, tx, { unitId: existing.unitId, reportNo: existing.reportNo, by, origin: portalOriginOf(form.data.origin) });
        await recordIssuedReport(tx, form.data.id, reissued.newReportNo);
        return reissued;
      }),
    );
    if (!decided.ok) return stoneFail(decided.message);
    await notifyServiceApplicant(context, existing.appliedBy, decisionNotice(existing.reportNo, approved, outcome, decided.value?.newReportNo ?? null));
    return detail(null, form.data.id);
  };

  userRoutes(app, context, [
    [paths.list, list(true)],
    [`${paths.detail}/:id`, async (user, _params, request) => (user.unitId ? detail(user.unitId, idSegment(request)) : stoneFail(NO_UNIT_MESSAGE))],
    [paths.save, save],
    [paths.auditList, list(false)],
    [
      `${paths.auditDetail}/:id`,
      async (user, _params, request) =>
        (await holdsAccess(db, user, ACCESS.inspectionReview)) ? detail(null, idSegment(request)) : stoneFail(REISSUE_MESSAGES.forbidden),
    ],
    [paths.audit, audit],
  ]);
}
