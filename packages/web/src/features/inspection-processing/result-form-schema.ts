import {
  conclusionsForCategory,
  FAILED_CONCLUSIONS,
  message,
  proposedNextCheckDate,
  withFormChecks,
  ZResultBodySchema,
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
  results: { itemId: string; conclusion: InspectionConclusion; nextCheckDate: string | null }[];
};

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
    results: application.items.map((item) => ({
      itemId: item.itemId,
      conclusion: conclusionsForCategory(item.categoryCode, stage)[0]!,
      nextCheckDate: proposedNextCheckDate(checkDate, item.categoryCode, item.subTypeCode, application.kind),
    })),
  };
}

type CheckedResult = z.output<typeof ZResultBodySchema>;

// The field keeps its value while hidden (a conclusion changed back): only an asked-for deadline is sent.
const withoutDeadline = (values: unknown) => ({ ...(values as object), rectifyDeadline: null });
// A cleared date input holds '': the contract's "no deadline" is null.
const blankDeadlineAsNone = (values: unknown) => {
  const typed = values as ResultFormValues;
  return { ...typed, rectifyDeadline: typed.rectifyDeadline || null };
};

const ZWithoutDeadline = z.preprocess(withoutDeadline, ZResultBodySchema);
// The platform refuses a failed first result without a deadline; say so on the field before sending.
const ZWithDeadline = withFormChecks(z.preprocess(blankDeadlineAsNone, ZResultBodySchema), (values, ctx) => {
  if (!values.rectifyDeadline) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['rectifyDeadline'], message: message('required') });
});

/** The result as the form checks it at `stage`: the deadline is asked for, and sent, only with a failed first inspection. */
export function resultFormSchema(stage: InspectionStage) {
  return (values: ResultFormValues) =>
    (needsDeadline(values.results, stage) ? ZWithDeadline : ZWithoutDeadline) as unknown as FormSchema<ResultFormValues, CheckedResult>;
}
