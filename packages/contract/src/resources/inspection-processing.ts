import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { containsFilter, exactFilter, fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import {
  INSPECTION_CONCLUSIONS,
  ZInspectionApplicationState,
  ZInspectionConclusion,
  ZInspectionKind,
  ZReissueOutcome,
  type InspectionConclusion,
} from '../constants/statuses';
import { shanghaiToday } from '../date-time';
import { message } from '../messages';
import { boundedText, requiredText } from '../validation/schemas';
import { rangesInOrder, ZQueryFlag } from '../shared-schemas';
import {
  ZInspectionApplicationItemSchema,
  ZInspectionApplicationDetailSchema,
  ZInspectionApplicationSummarySchema,
} from './inspection-application-schemas';
import { nextCheckIssues, type NextCheckItem } from './next-check-rules';
import { checkItemsAgree, ZCheckItemResultsSchema } from './check-item-results';
import { ZReissueApplicationSchema } from './reissue-applications';
import { ZStateQuerySchema } from './interactions';

/**
 * The institute's handling of inspection applications (报检受理, access `inspection:review`): every
 * unit's applications and the moves of their life — pre-review, accept, schedule, record the result,
 * issue the report — and the decision on re-issue applications (docs/inspection-processing.md).
 */

const c = initContract();

type ConclusionFamily = 'electromechanical' | 'conformity' | 'grade';

const FAMILY_OF_CATEGORY: Record<string, ConclusionFamily> = {
  '1000': 'conformity',
  '2000': 'conformity',
  '8000': 'grade',
};

/** Whether the result is the first inspection's or the re-inspection's after an opinion notice (复检). */
export type InspectionStage = 'first' | 'reinspection';

const FAMILY_CONCLUSIONS: Record<ConclusionFamily, Record<InspectionStage, readonly InspectionConclusion[]>> = {
  electromechanical: { first: ['qualified', 'unqualified'], reinspection: ['reinspection_qualified', 'reinspection_unqualified'] },
  conformity: { first: ['meets', 'basically_meets', 'not_meets'], reinspection: ['meets', 'basically_meets', 'not_meets'] },
  grade: { first: ['grade_1', 'grade_2', 'grade_3', 'grade_4'], reinspection: ['grade_1', 'grade_2', 'grade_3', 'grade_4'] },
};

/**
 * The conclusions an inspection of a category may reach (boilers and vessels judge conformity, piping
 * grades); electromechanical equipment words a re-inspection's conclusion as such (复检合格 / 复检不合格).
 */
export function conclusionsForCategory(categoryCode: string, stage: InspectionStage = 'first'): readonly InspectionConclusion[] {
  return FAMILY_CONCLUSIONS[FAMILY_OF_CATEGORY[categoryCode] ?? 'electromechanical'][stage];
}

export function conclusionLabel(code: InspectionConclusion): string {
  return INSPECTION_CONCLUSIONS.find((conclusion) => conclusion.code === code)?.label ?? code;
}

export const ZProcessingSummarySchema = ZInspectionApplicationSummarySchema.extend({
  unitName: z.string(),
});
export type ProcessingSummary = z.infer<typeof ZProcessingSummarySchema>;

export const ZProcessingItemSchema = ZInspectionApplicationItemSchema.extend({
  itemId: z.string(),
  /** The equipment file's safety grade (安全状况等级 `1级`..`5级`), which a vessel's next check date follows; null when unknown. */
  safetyGrade: z.string().nullable().default(null),
});

/** One item's recorded result and, once issued, its report. */
export const ZProcessingResultSchema = z.object({
  itemId: z.string(),
  reportId: z.string(),
  reportNo: z.string(),
  checkDate: ZIsoDate,
  conclusion: ZInspectionConclusion,
  nextCheckDate: ZIsoDate.nullable(),
  /** Why the next check date is not the one its rule proposes ('' when it is). */
  nextCheckReason: z.string().default(''),
  issuedAt: ZAnswerDateTime.nullable(),
});
export type ProcessingResult = z.infer<typeof ZProcessingResultSchema>;

/**
 * The opinion-notice branch of an application: the deadline the institute set with a failed result,
 * and the unit's rectification (整改反馈) once submitted. Null until a result fails.
 */
export const ZRectificationSchema = z.object({
  deadline: ZIsoDate.nullable(),
  content: z.string().nullable(),
  submittedAt: ZAnswerDateTime.nullable(),
  submittedBy: z.string().nullable(),
});
export type Rectification = z.infer<typeof ZRectificationSchema>;

export const ZProcessingDetailSchema = ZInspectionApplicationDetailSchema.extend({
  unitName: z.string(),
  /** The unit's id, for its profile (检验单位详情); null when the platform does not name it. */
  unitId: z.string().nullable().default(null),
  items: z.array(ZProcessingItemSchema),
  schedule: z.object({ scheduledDate: ZIsoDate, inspector: z.string() }).nullable(),
  checkDate: ZIsoDate.nullable(),
  resultRemark: z.string(),
  results: z.array(ZProcessingResultSchema),
  rectification: ZRectificationSchema.nullable(),
});
export type ProcessingDetail = z.infer<typeof ZProcessingDetailSchema>;

export const ZProcessingQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the application number, the site contact, the site address, and the equipment's name, register code and use place")),
  unitName: boundedText(100).optional().describe(containsFilter("applicant unit's name")),
  kind: ZInspectionKind.optional().describe(exactFilter('inspection kind')),
  state: ZInspectionApplicationState.optional().describe(exactFilter('state')),
  /**
   * true: only applications waiting for the caller's own steps (受理, 检验 or 审核批准: the states of
   * `INSTITUTE_STEP_STATES` its role holds; every institute state for a role holding none); false: the others.
   */
  awaitingInstitute: ZQueryFlag.describe("true: only applications waiting for a step the caller's role takes (受理, 检验 or 审核批准); false: only the others; absent: all"),
  submittedFrom: ZIsoDate.optional().describe(fromDayFilter('submission time')),
  submittedTo: ZIsoDate.optional().describe(toDayFilter('submission time')),
}).superRefine(rangesInOrder([['submittedFrom', 'submittedTo']]));

/** An item's fee as pre-review sets it: yuan, whole fen. */
export const ZItemFeeSchema = z.object({
  itemId: requiredText(64),
  fee: z
    .number()
    .min(0, message('feeAmount'))
    .max(1_000_000, message('feeAmount'))
    .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, message('feeAmount')),
});
export type ItemFee = z.infer<typeof ZItemFeeSchema>;

/**
 * 预审: pass (to 待缴费 with the quoted fee) or return (to 退回) with a reason. A pass may change
 * items' fees (`fees`, only the items that change) with `feeReason`; the unit then accepts the new
 * quote before it pays (docs/inspection-processing.md, "Changing the fee").
 */
export const ZPreReviewBodySchema = z
  .object({
    decision: z.enum(['pass', 'return']),
    opinion: boundedText(500, 'multiline').default(''),
    fees: z.array(ZItemFeeSchema).max(200).default([]).describe("Pass only: the items whose fee changes, each with its new fee in yuan (the others keep theirs)"),
    feeReason: boundedText(200).default('').describe('Why the fee changes; required with `fees`, shown to the unit'),
  })
  .refine((body) => body.decision === 'pass' || body.opinion.trim() !== '', { message: message('required'), path: ['opinion'] })
  .refine((body) => body.fees.length === 0 || body.decision === 'pass', { message: message('feeOnlyOnPass'), path: ['fees'] })
  .refine((body) => body.fees.length === 0 || body.feeReason.trim() !== '', { message: message('feeReasonRequired'), path: ['feeReason'] });
export type PreReviewBody = z.input<typeof ZPreReviewBodySchema>;

export const ZAcceptBodySchema = z.object({ remark: boundedText(500, 'multiline').default('') });

export const ZScheduleBodySchema = z.object({
  scheduledDate: ZIsoDate,
  inspector: requiredText(50),
});
export type ScheduleBody = z.input<typeof ZScheduleBodySchema>;

export const ZItemResultSchema = z.object({
  itemId: requiredText(64),
  conclusion: ZInspectionConclusion,
  nextCheckDate: ZIsoDate.nullable().default(null),
  /** Required when the date is not the one its rule proposes (`nextCheckRule`). */
  nextCheckReason: boundedText(200, 'multiline').default(''),
  checkItems: ZCheckItemResultsSchema,
});

/**
 * A failed first inspection needs the rectification deadline of its opinion notice, on or after the
 * check date; whether the result is a first one or a re-inspection is the application's state, which
 * the platform checks (a re-inspection needs no deadline and ignores one).
 */
export const ZResultBodySchema = z
  .object({
    checkDate: ZIsoDate,
    results: z.array(ZItemResultSchema).min(1, message('required')).max(100),
    remark: boundedText(500, 'multiline').default(''),
    rectifyDeadline: ZIsoDate.nullable().default(null),
  })
  .refine((body) => body.rectifyDeadline === null || body.rectifyDeadline >= body.checkDate, {
    message: message('deadlineBeforeCheck'),
    path: ['rectifyDeadline'],
  })
  // A result is recorded after the visit: a check date after today (Beijing's) is a typing error.
  .refine((body) => body.checkDate <= shanghaiToday(), { message: message('checkDateFuture'), path: ['checkDate'] })
  .superRefine((body, ctx) => {
    body.results.forEach((result, index) => {
      if (result.nextCheckDate !== null && result.nextCheckDate <= body.checkDate) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: message('nextCheckAfterCheck'), path: ['results', index, 'nextCheckDate'] });
      }
    });
  })
  .superRefine(checkItemsAgree);
export type ResultBody = z.input<typeof ZResultBodySchema>;

/**
 * The result body as checked against its items' rules (docs/inspection-processing.md, "Next inspection
 * dates"): the SPA's form and the gateway, which knows the items from the detail, use it.
 */
export function resultBodySchemaFor(items: readonly NextCheckItem[], kind: string) {
  return ZResultBodySchema.superRefine((body, ctx) => {
    for (const issue of nextCheckIssues(body, items, kind)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: message(issue.key), path: issue.path });
    }
  });
}

export const ZReissueReviewSchema = ZReissueApplicationSchema.extend({ unitName: z.string() });
export type ReissueReview = z.infer<typeof ZReissueReviewSchema>;

/** Approving names what the institute will do; returning needs an opinion. */
export const ZReissueDecisionBodySchema = z
  .object({ approved: z.boolean(), outcome: ZReissueOutcome.nullable().default(null), opinion: boundedText(500, 'multiline').default('') })
  .refine((body) => !body.approved || body.outcome !== null, { message: message('required'), path: ['outcome'] })
  .refine((body) => body.approved || body.opinion.trim() !== '', { message: message('required'), path: ['opinion'] });
export type ReissueDecisionBody = z.input<typeof ZReissueDecisionBodySchema>;

const review = meta(ACCESS.inspectionReview);
const acceptance = meta(ACCESS.inspectionAccept);
const inspection = meta(ACCESS.inspectionInspect);
const approval = meta(ACCESS.inspectionApprove);

export const inspectionProcessingRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/inspection-processing',
    query: ZProcessingQuerySchema,
    responses: { 200: pageOf(ZProcessingSummarySchema) },
    summary: "Every unit's inspection applications, for the institute (报检受理)",
    metadata: review,
  },
  get: {
    method: 'GET',
    path: '/api/v1/inspection-processing/:id',
    pathParams: ZIdParams,
    responses: { 200: ZProcessingDetailSchema },
    summary: 'One application with its schedule, results and reports',
    metadata: review,
  },
  preReview: {
    method: 'POST',
    path: '/api/v1/inspection-processing/:id/pre-review',
    pathParams: ZIdParams,
    body: ZPreReviewBodySchema,
    responses: { 200: ZProcessingDetailSchema },
    summary: '预审: pass (the applicant is asked to pay the quoted fee) or return with a reason',
    metadata: acceptance,
  },
  accept: {
    method: 'POST',
    path: '/api/v1/inspection-processing/:id/accept',
    pathParams: ZIdParams,
    body: ZAcceptBodySchema,
    responses: { 200: ZProcessingDetailSchema },
    summary: '受理: accept a paid application',
    metadata: acceptance,
  },
  schedule: {
    method: 'POST',
    path: '/api/v1/inspection-processing/:id/schedule',
    pathParams: ZIdParams,
    body: ZScheduleBodySchema,
    responses: { 200: ZProcessingDetailSchema },
    summary: '约检: the inspection date and inspector (again to re-schedule)',
    metadata: acceptance,
  },
  recordResult: {
    method: 'POST',
    path: '/api/v1/inspection-processing/:id/result',
    pathParams: ZIdParams,
    body: ZResultBodySchema,
    responses: { 200: ZProcessingDetailSchema },
    summary: 'The inspection result: a conclusion and next date per item; a failed first inspection opens the 意见通知书 branch (with a rectification deadline), a re-inspection goes to the report',
    metadata: inspection,
  },
  scheduleReinspection: {
    method: 'POST',
    path: '/api/v1/inspection-processing/:id/reinspection',
    pathParams: ZIdParams,
    body: ZScheduleBodySchema,
    responses: { 200: ZProcessingDetailSchema },
    summary: '安排复检: after the unit has answered the opinion notice, the re-inspection date and inspector',
    metadata: acceptance,
  },
  issueReport: {
    method: 'POST',
    path: '/api/v1/inspection-processing/:id/issue-report',
    pathParams: ZIdParams,
    body: z.object({}).default({}),
    responses: { 200: ZProcessingDetailSchema },
    summary: "Issue the reports: the equipment's files get the inspection, conclusion and next date",
    metadata: approval,
  },
  reissueList: {
    method: 'GET',
    path: '/api/v1/reissue-reviews',
    query: ZStateQuerySchema,
    responses: { 200: pageOf(ZReissueReviewSchema) },
    summary: "Every unit's re-issue applications, for the institute",
    metadata: review,
  },
  reissueGet: {
    method: 'GET',
    path: '/api/v1/reissue-reviews/:id',
    pathParams: ZIdParams,
    responses: { 200: ZReissueReviewSchema },
    summary: 'One re-issue application, for the institute',
    metadata: review,
  },
  reissueDecide: {
    method: 'POST',
    path: '/api/v1/reissue-reviews/:id/decision',
    pathParams: ZIdParams,
    body: ZReissueDecisionBodySchema,
    responses: { 200: ZReissueReviewSchema },
    summary: 'Approve a re-issue application with its outcome, or return it with an opinion',
    metadata: review,
  },
});
