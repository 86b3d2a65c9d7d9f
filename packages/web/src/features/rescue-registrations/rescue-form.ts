import { ZRescueRegistrationBodySchema, type RescueRegistration } from '@portal/contract';
import { z } from 'zod';
import type { FormSchema } from '../../ui/form';

/** The rescue form as typed: every field text (times from datetime-local inputs, `yyyy-MM-ddTHH:mm`). */
export type RescueFormValues = {
  registerCode: string;
  place: string;
  alarmAt: string;
  reporter: string;
  reporterPhone: string;
  trappedCount: string;
  arrivedAt: string;
  releasedAt: string;
  rescuers: string;
  faultDescription: string;
  faultCause: string;
  casualties: string;
  result: string;
};

export const EMPTY_RESCUE: RescueFormValues = {
  registerCode: '',
  place: '',
  alarmAt: '',
  reporter: '',
  reporterPhone: '',
  trappedCount: '',
  arrivedAt: '',
  releasedAt: '',
  rescuers: '',
  faultDescription: '',
  faultCause: '',
  casualties: '',
  result: '',
};

/** An empty input is an absent value; the count is a number: then the contract's body schema decides. */
function fromInputs(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  const entries = Object.entries(values as Record<string, string>).flatMap(([key, value]) => {
    if (value === '') return [];
    if (key === 'trappedCount') return [[key, /^\d+$/.test(value) ? Number(value) : value]];
    return [[key, value]];
  });
  return Object.fromEntries(entries);
}

export const rescueFormSchema = z.preprocess(fromInputs, ZRescueRegistrationBodySchema) as unknown as FormSchema<
  RescueFormValues,
  z.output<typeof ZRescueRegistrationBodySchema>
>;

/** `yyyy-MM-dd HH:mm:ss` of an answer as the value of a datetime-local input. */
export function inputTime(value: string | null): string {
  return value ? value.slice(0, 16).replace(' ', 'T') : '';
}

export function valuesFromRescue(rescue: RescueRegistration): RescueFormValues {
  return {
    registerCode: rescue.registerCode,
    place: rescue.place,
    alarmAt: inputTime(rescue.alarmAt),
    reporter: rescue.reporter,
    reporterPhone: rescue.reporterPhone,
    trappedCount: String(rescue.trappedCount),
    arrivedAt: inputTime(rescue.arrivedAt),
    releasedAt: inputTime(rescue.releasedAt),
    rescuers: rescue.rescuers,
    faultDescription: rescue.faultDescription,
    faultCause: rescue.faultCause ?? '',
    casualties: rescue.casualties,
    result: rescue.result,
  };
}
