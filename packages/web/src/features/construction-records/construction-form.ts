import {
  findCategory,
  type CategoryCode,
  type ZConstructionRecordBodySchema,
  type ZConstructionRecordDetailSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { checkBySpec, optionalText, type FieldSpec } from '../../lib/field-rules';
import type { FormMessage } from '../../lib/use-form-errors';

export type ConstructionBody = z.input<typeof ZConstructionRecordBodySchema>;
export type ConstructionDetail = z.infer<typeof ZConstructionRecordDetailSchema>;

export const CONSTRUCTION_FIELDS = [
  'categoryCode',
  'equipmentName',
  'registerCode',
  'deviceCode',
  'kind',
  'constructionUnit',
  'licenseNo',
  'noticeDate',
  'plannedCompletionDate',
  'usePlace',
  'remark',
] as const;
export type ConstructionField = (typeof CONSTRUCTION_FIELDS)[number];
export type ConstructionValues = Record<ConstructionField, string> & { equipmentId: string; attachmentIds: string[] };

const SPECS: Record<ConstructionField, FieldSpec> = {
  categoryCode: { required: true, kind: 'select' },
  equipmentName: { required: true },
  registerCode: { rule: 'registerCode' },
  deviceCode: {},
  kind: { required: true, kind: 'select' },
  constructionUnit: { required: true },
  licenseNo: { required: true },
  noticeDate: { required: true, kind: 'date' },
  plannedCompletionDate: { kind: 'date' },
  usePlace: { required: true },
  remark: {},
};

export const EMPTY_CONSTRUCTION: ConstructionValues = {
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
  equipmentId: '',
  attachmentIds: [],
};

export function isConstructionRequired(field: ConstructionField): boolean {
  return SPECS[field].required === true;
}

/** The field's message; the planned completion may not come before the notice. */
export function checkConstructionField(field: ConstructionField, values: ConstructionValues, enforceRequired: boolean): FormMessage | null {
  const failed = checkBySpec(SPECS[field], values[field], enforceRequired);
  if (failed) return failed;
  if (field === 'plannedCompletionDate' && values.noticeDate && values.plannedCompletionDate && values.plannedCompletionDate < values.noticeDate) {
    return 'dateRange';
  }
  return null;
}

export function constructionValuesOf(detail: ConstructionDetail): ConstructionValues {
  return {
    categoryCode: detail.categoryCode,
    equipmentName: detail.equipmentName,
    registerCode: detail.registerCode,
    deviceCode: detail.deviceCode,
    kind: detail.kind,
    constructionUnit: detail.constructionUnit,
    licenseNo: detail.licenseNo,
    noticeDate: detail.noticeDate ?? '',
    plannedCompletionDate: detail.plannedCompletionDate ?? '',
    usePlace: detail.usePlace,
    remark: detail.remark,
    equipmentId: detail.equipmentId ?? '',
    attachmentIds: detail.attachmentIds,
  };
}

/** The save body; `commit` false keeps a draft, true also submits it. */
export function toConstructionBody(values: ConstructionValues, commit: boolean): ConstructionBody {
  return {
    commit,
    equipmentId: optionalText(values.equipmentId),
    categoryCode: (findCategory(values.categoryCode)?.code ?? values.categoryCode) as CategoryCode,
    equipmentName: values.equipmentName.trim(),
    registerCode: optionalText(values.registerCode),
    deviceCode: values.deviceCode.trim(),
    kind: values.kind as ConstructionBody['kind'],
    constructionUnit: values.constructionUnit.trim(),
    licenseNo: values.licenseNo.trim(),
    noticeDate: values.noticeDate,
    plannedCompletionDate: optionalText(values.plannedCompletionDate),
    usePlace: values.usePlace.trim(),
    remark: values.remark.trim(),
    attachmentIds: values.attachmentIds,
  };
}
