import { ZMaintenanceProjectBodySchema, type MaintenanceProjectBody, type MaintenanceProjectDetail } from '@portal/contract';
import { z } from 'zod';
import type { FormSchema } from '../../ui/form';

export type MaintenanceProjectFormValues = {
  kind: string;
  equipmentIds: string[];
  constructionUnit: string;
  licenseNo: string;
  noticeDate: string;
  plannedCompletionDate: string;
  content: string;
};

export const EMPTY_MAINTENANCE_PROJECT: MaintenanceProjectFormValues = {
  kind: '',
  equipmentIds: [],
  constructionUnit: '',
  licenseNo: '',
  noticeDate: '',
  plannedCompletionDate: '',
  content: '',
};

const fromInputs = (values: unknown): unknown =>
  typeof values === 'object' && values !== null
    ? { commit: false, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) }
    : values;

export const maintenanceProjectFormSchema = z.preprocess(fromInputs, ZMaintenanceProjectBodySchema) as unknown as FormSchema<
  MaintenanceProjectFormValues,
  z.output<typeof ZMaintenanceProjectBodySchema>
>;

export function valuesFromMaintenanceProject(detail: MaintenanceProjectDetail): MaintenanceProjectFormValues {
  return {
    kind: detail.kind,
    equipmentIds: detail.equipment.map((item) => item.equipmentId),
    constructionUnit: detail.constructionUnit,
    licenseNo: detail.licenseNo,
    noticeDate: detail.noticeDate ?? '',
    plannedCompletionDate: detail.plannedCompletionDate ?? '',
    content: detail.content,
  };
}

export function toMaintenanceProjectBody(
  checked: z.output<typeof ZMaintenanceProjectBodySchema>,
  commit: boolean,
  attachmentIds: readonly string[],
): MaintenanceProjectBody {
  return { ...checked, commit, attachmentIds: [...attachmentIds] };
}
