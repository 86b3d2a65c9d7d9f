import { ZFaultRegistrationBodySchema, type FaultRegistration } from '@portal/contract';
import { z } from 'zod';
import type { FormSchema } from '../../ui/form';

export type FaultFormValues = {
  registerCode: string;
  place: string;
  faultAt: string;
  faultDescription: string;
  faultCause: string;
  handling: string;
  recoveredAt: string;
  handler: string;
};

export const EMPTY_FAULT: FaultFormValues = { registerCode: '', place: '', faultAt: '', faultDescription: '', faultCause: '', handling: '', recoveredAt: '', handler: '' };

/** An empty input is an absent value; then the contract's body schema decides. */
const fromInputs = (values: unknown): unknown =>
  typeof values === 'object' && values !== null ? Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) : values;

export const faultFormSchema = z.preprocess(fromInputs, ZFaultRegistrationBodySchema) as unknown as FormSchema<FaultFormValues, z.output<typeof ZFaultRegistrationBodySchema>>;

const inputTime = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

export function valuesFromFault(fault: FaultRegistration): FaultFormValues {
  return {
    registerCode: fault.registerCode,
    place: fault.place,
    faultAt: inputTime(fault.faultAt),
    faultDescription: fault.faultDescription,
    faultCause: fault.faultCause ?? '',
    handling: fault.handling,
    recoveredAt: inputTime(fault.recoveredAt),
    handler: fault.handler,
  };
}
