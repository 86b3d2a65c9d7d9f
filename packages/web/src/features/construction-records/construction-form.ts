import {
  ZConstructionRecordFormSchema,
  type ConstructionRecordForm,
  type ZConstructionRecordBodySchema,
  type ZConstructionRecordDetailSchema,
} from '@portal/contract';
import type { z } from 'zod';

export type ConstructionBody = z.input<typeof ZConstructionRecordBodySchema>;
export type ConstructionDetail = z.infer<typeof ZConstructionRecordDetailSchema>;
export type ConstructionValues = ConstructionRecordForm;

export const EMPTY_CONSTRUCTION: ConstructionValues = {
  equipmentId: '',
  categoryCode: '',
  equipmentName: '',
  registerCode: '',
  deviceCode: '',
  kind: '',
  constructionUnit: '',
  licenseNo: '',
  noticeDate: '',
  plannedCompletionDate: '',
  usePlace: '',
  remark: '',
  attachmentIds: [],
};

export function constructionValuesOf(detail: ConstructionDetail): ConstructionValues {
  return {
    ...detail,
    equipmentId: detail.equipmentId ?? '',
    noticeDate: detail.noticeDate ?? '',
    plannedCompletionDate: detail.plannedCompletionDate ?? '',
  };
}

/** The save body; `commit` false keeps a draft, true also submits it. */
export function toConstructionBody(checked: z.output<typeof ZConstructionRecordFormSchema>, commit: boolean): ConstructionBody {
  return {
    ...checked,
    commit,
    equipmentId: checked.equipmentId || undefined,
    categoryCode: checked.categoryCode as ConstructionBody['categoryCode'],
    registerCode: checked.registerCode || undefined,
    kind: checked.kind as ConstructionBody['kind'],
    plannedCompletionDate: checked.plannedCompletionDate || undefined,
  };
}
