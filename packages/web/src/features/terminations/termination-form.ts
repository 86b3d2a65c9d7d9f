import { ZTerminationBodySchema, type TerminationBody, type TerminationDetail } from '@portal/contract';
import { z } from 'zod';
import type { FormSchema } from '../../ui/form';

export type TerminationFormValues = {
  type: string;
  equipmentIds: string[];
  reason: string;
  stopFrom: string;
  stopTo: string;
  handler: string;
  remark: string;
};

export const EMPTY_TERMINATION: TerminationFormValues = { type: '', equipmentIds: [], reason: '', stopFrom: '', stopTo: '', handler: '', remark: '' };

/** An empty input is an absent value; `commit` is the button's, not the form's (checked as a draft here). */
const fromInputs = (values: unknown): unknown =>
  typeof values === 'object' && values !== null
    ? { commit: false, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) }
    : values;

export const terminationFormSchema = z.preprocess(fromInputs, ZTerminationBodySchema) as unknown as FormSchema<
  TerminationFormValues,
  z.output<typeof ZTerminationBodySchema>
>;

export function valuesFromTermination(detail: TerminationDetail): TerminationFormValues {
  return {
    type: detail.type,
    equipmentIds: detail.equipment.map((item) => item.equipmentId),
    reason: detail.reason,
    stopFrom: detail.stopFrom ?? '',
    stopTo: detail.stopTo ?? '',
    handler: detail.handler,
    remark: '',
  };
}

export function toTerminationBody(checked: z.output<typeof ZTerminationBodySchema>, commit: boolean, attachmentIds: readonly string[]): TerminationBody {
  return { ...checked, commit, attachmentIds: [...attachmentIds] };
}
