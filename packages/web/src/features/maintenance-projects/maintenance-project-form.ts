import { ZMaintenanceProjectBodySchema, type MaintenanceProjectDetail } from '@portal/contract';
import { serviceFormSchema } from '../../ui/service-application';

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

export const maintenanceProjectFormSchema = serviceFormSchema<MaintenanceProjectFormValues, typeof ZMaintenanceProjectBodySchema>(ZMaintenanceProjectBodySchema);

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
