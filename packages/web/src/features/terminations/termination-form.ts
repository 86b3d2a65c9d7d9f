import { ZTerminationBodySchema, type TerminationDetail } from '@portal/contract';
import { serviceFormSchema } from '../../ui/service-application';

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

export const terminationFormSchema = serviceFormSchema<TerminationFormValues, typeof ZTerminationBodySchema>(ZTerminationBodySchema);

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
