import {
  conclusionsForCategory,
  FAILED_CONCLUSIONS,
  isIsoDay,
  message,
  nextCheckIssues,
  nextCheckRule,
  withFormChecks,
  ZResultBodySchema,
  type NextCheckRule,
  type InspectionApplicationState,
  type InspectionConclusion,
  type InspectionStage,
  type ProcessingDetail,
} from '@portal/contract';
import { z } from 'zod';
import { addDaysIso, todayIso } from '../../lib/dates';
import type { FormSchema } from '../../ui/form';

/** The rectification time first proposed with a failed result; the inspector may change it. */
const RECTIFY_DAYS = 30;

/** The result form as typed: the deadline is the date input's text, '' once cleared. */
export type ResultFormValues = {
  checkDate: string;
  remark: string;
  rectifyDeadline: string;
  results: { itemId: string; conclusion: InspectionConclusion; nextCheckDate: string | null; nextCheckReason: string }[];
};

/** The rule of an item's next check date, for this result's conclusion (piping concludes the grade its rule follows). */
export function itemNextCheckRule(application: Pick<ProcessingDetail, 'kind'>, item: ProcessingDetail['items'][number], conclusion: string): NextCheckRule {
  return nextCheckRule({ ...item, kind: application.kind, conclusion });
}

/** A result recorded in 复检 is the re-inspection's; any other is the first inspection's. */
export function resultStageOf(state: InspectionApplicationState): InspectionStage {
  return state === 'reinspection' ? 'reinspection' : 'first';
}

/** A failed first inspection opens the opinion notice, which needs a rectification deadline; a re-inspection never does. */
export function needsDeadline(results: readonly { conclusion: InspectionConclusion }[], stage: InspectionStage): boolean {
  return stage === 'first' && results.some((result) => FAILED_CONCLUSIONS.includes(result.conclusion));
}

/** The form's first values: the scheduled day as the check date, each item's first conclusion and its proposed next date. */
export function resultFormValues(application: ProcessingDetail, stage: InspectionStage): ResultFormValues {
  // A result is recorded after the visit: the scheduled day unless it is still ahead (the platform
  // refuses a check date after today).
  const scheduled = application.schedule?.scheduledDate;
  const today = todayIso();
  const checkDate = scheduled && scheduled <= today ? scheduled : today;
  return {
    checkDate,
    remark: '',
    rectifyDeadline: addDaysIso(checkDate, RECTIFY_DAYS),
    results: application.items.map((item) => {
      const conclusion = conclusionsForCategory(item.categoryCode, stage)[0]!;
      return { itemId: item.itemId, conclusion, nextCheckDate: itemNextCheckRule(application, item, conclusion).date(checkDate), nextCheckReason: '' };
    }),
  };
}

export type CheckedResult = z.output<typeof ZResultBodySchema>;
type Items = Pick<ProcessingDetail, 'items' | 'kind'>;

/**
 * The values as sent: a cleared date input ('') is no date, a reason only goes with a date other
 * than the rule's (it keeps its text while hidden), and the deadline only when asked for.
 */
const sentValues = (application: Items, keepDeadline: boolean) => (values: unknown) => {
  const typed = values as ResultFormValues;
  const items = new Map(application.items.map((item) => [item.itemId, item]));
  const results = typed.results.map((result) => {
    const nextCheckDate = result.nextCheckDate || null;
    const item = items.get(result.itemId);
    if (!item || !isIsoDay(typed.checkDate)) return { ...result, nextCheckDate };
    const proposed = itemNextCheckRule(application, item, result.conclusion).date(typed.checkDate);
    return { ...result, nextCheckDate, nextCheckReason: nextCheckDate === proposed ? '' : result.nextCheckReason };
  });
  return { ...typed, results, rectifyDeadline: keepDeadline ? typed.rectifyDeadline || null : null };
};

/** The rules' checks on the fields as typed, so the reason's message shows while other fields still fail. */
const nextCheckChecks = (application: Items) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (!Array.isArray(values.results) || typeof values.checkDate !== 'string') return;
  const typed = sentValues(application, false)(values) as { checkDate: string; results: ResultFormValues['results'] };
  for (const issue of nextCheckIssues(typed, application.items, application.kind)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path, message: message(issue.key) });
  }
};

function schemaOf(application: Items, withDeadline: boolean) {
  return withFormChecks(z.preprocess(sentValues(application, withDeadline), ZResultBodySchema), (values, ctx) => {
    nextCheckChecks(application)(values, ctx);
    // The platform refuses a failed first result without a deadline; say so on the field before sending.
    if (withDeadline && !values.rectifyDeadline) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['rectifyDeadline'], message: message('required') });
  });
}

/**
 * The result as the form checks it at `stage`: each next check date against its item's rule, and the
 * deadline asked for, and sent, only with a failed first inspection.
 */
export function resultFormSchema(stage: InspectionStage, application: Items) {
  const withDeadline = schemaOf(application, true);
  const withoutDeadline = schemaOf(application, false);
  return (values: ResultFormValues) =>
    (needsDeadline(values.results, stage) ? withDeadline : withoutDeadline) as unknown as FormSchema<ResultFormValues, CheckedResult>;
}
