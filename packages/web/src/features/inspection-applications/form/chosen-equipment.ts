import {
  CONSTRUCTION_KINDS,
  INSPECTION_KIND_FORMS,
  materialMissingText,
  materialsFor,
  REPORT_PICKUPS,
  type InspectionApplicationMaterialCode,
  type Attachment,
  type CategoryCode,
  type EquipmentSummary,
  type InspectionApplicationBody,
  type InspectionApplicationDetail,
  type InspectionApplicationForm,
  type InspectionKind,
  type inspectionApplicationFormSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { PIPING_CATEGORY, type KindForm } from '../kinds';
import { pipelineItemsOfApplication, pipelineItemsOfForm } from './pipeline-units';

/** A piece of equipment on the form: from the unit's files, or as the application holds it. */
export type ChosenEquipment = {
  id: string;
  name: string;
  registerCode: string;
  subTypeName: string;
  usePlace: string;
  categoryCode: string;
  nextCheckDate: string | null;
};

/** Equipment not on file (new-equ-apply), as typed. */
export type NewEquipmentRow = { categoryCode: string; subTypeCode: string; equipmentName: string; deviceCode: string; model: string; usePlace: string };
export const EMPTY_NEW_EQUIPMENT: NewEquipmentRow = { categoryCode: '', subTypeCode: '', equipmentName: '', deviceCode: '', model: '', usePlace: '' };

export const chosenOfSummary = (row: EquipmentSummary): ChosenEquipment => ({
  id: row.id,
  name: row.name,
  registerCode: row.registerCode,
  subTypeName: row.subTypeName,
  usePlace: row.usePlace,
  categoryCode: row.categoryCode,
  nextCheckDate: row.nextCheckDate,
});

/** The application's items that are on file (the others are new equipment). */
export function chosenOfApplication(detail: InspectionApplicationDetail): ChosenEquipment[] {
  return detail.items.flatMap((item) =>
    item.equipmentId
      ? [{ id: item.equipmentId, name: item.equipmentName, registerCode: item.registerCode, subTypeName: item.subTypeCode, usePlace: item.usePlace, categoryCode: item.categoryCode, nextCheckDate: null }]
      : [],
  );
}

export function newRowsOfApplication(detail: InspectionApplicationDetail): NewEquipmentRow[] {
  return detail.items
    .filter((item) => !item.equipmentId)
    .map((item) => ({ categoryCode: item.categoryCode, subTypeCode: item.subTypeCode, equipmentName: item.equipmentName, deviceCode: item.deviceCode, model: '', usePlace: item.usePlace }));
}

/** Whether the kind's form takes this piece of equipment (the platform checks the rest). */
export function kindTakes(form: KindForm, categoryCode: string): boolean {
  if (form.equipment === 'pipingOnly') return categoryCode === PIPING_CATEGORY;
  if (form.equipment === 'notPiping') return categoryCode !== PIPING_CATEGORY;
  return true;
}

/** `?equipmentIds=a,b` of the entry-point URL: the ids, trimmed, without repeats (at most 200). */
export function idsOfSearch(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''))].slice(0, 200);
}

export const EMPTY_FORM: InspectionApplicationForm = {
  institute: '宁波市特种设备检验研究院',
  wishedDate: '',
  siteContact: '',
  siteContactMobile: '',
  siteAddress: '',
  areaCode: '',
  maintenanceUnit: '',
  invoiceTitle: '',
  taxNo: '',
  reportPickup: 'self',
  expressAddress: '',
  urgent: false,
  remark: '',
  constructionUnit: '',
  constructionKind: '',
  constructionRecordId: '',
  items: [],
};

export function formOfApplication(detail: InspectionApplicationDetail): InspectionApplicationForm {
  return {
    institute: detail.institute,
    wishedDate: detail.wishedDate ?? '',
    siteContact: detail.siteContact,
    siteContactMobile: detail.siteContactMobile,
    siteAddress: detail.siteAddress,
    areaCode: detail.areaCode ?? '',
    maintenanceUnit: detail.maintenanceUnit,
    invoiceTitle: detail.invoiceTitle,
    taxNo: detail.taxNo,
    reportPickup: detail.reportPickup,
    expressAddress: detail.expressAddress,
    urgent: detail.urgent,
    remark: detail.remark,
    constructionUnit: detail.constructionUnit ?? '',
    constructionKind: detail.constructionKind ?? '',
    constructionRecordId: detail.constructionRecordId ?? '',
    items: pipelineItemsOfApplication(detail),
  };
}

type CheckedForm = z.output<ReturnType<typeof inspectionApplicationFormSchema>>;

/** The save body from the checked form, the chosen equipment and the new equipment rows. */
export function toApplicationBody(
  kind: InspectionKind,
  checked: CheckedForm,
  equipment: readonly ChosenEquipment[],
  newRows: readonly NewEquipmentRow[],
  attachments: readonly Attachment[],
  commit: boolean,
): InspectionApplicationBody {
  const construction = INSPECTION_KIND_FORMS[kind].fields.includes('construction');
  return {
    kind,
    equipmentIds: equipment.map((item) => item.id),
    newEquipment: newRows.map((row) => ({ ...row, categoryCode: row.categoryCode as CategoryCode })),
    institute: checked.institute,
    wishedDate: checked.wishedDate || undefined,
    siteContact: checked.siteContact,
    siteContactMobile: checked.siteContactMobile,
    siteAddress: checked.siteAddress,
    areaCode: checked.areaCode,
    maintenanceUnit: checked.maintenanceUnit,
    invoiceTitle: checked.invoiceTitle,
    taxNo: checked.taxNo,
    reportPickup: (REPORT_PICKUPS.find((pickup) => pickup.code === checked.reportPickup)?.code ?? 'self'),
    expressAddress: checked.reportPickup === 'express' ? checked.expressAddress : '',
    urgent: checked.urgent,
    remark: checked.remark,
    ...(construction
      ? {
          constructionUnit: checked.constructionUnit,
          constructionKind: CONSTRUCTION_KINDS.find((option) => option.code === checked.constructionKind)?.code,
          constructionRecordId: checked.constructionRecordId || undefined,
        }
      : {}),
    ...pipelineItemsOfForm(kind, checked.items, equipment.map((item) => item.id)),
    ...filesOf(attachments),
    commit,
  };
}

/** The files of the body: those without a material as before, the others grouped by their material. */
export function filesOf(attachments: readonly Attachment[]): { attachmentIds: string[]; materials: { code: InspectionApplicationMaterialCode; attachmentIds: string[] }[] } {
  const codes = [...new Set(attachments.flatMap((attachment) => (attachment.material ? [attachment.material] : [])))];
  return {
    attachmentIds: attachments.filter((attachment) => !attachment.material).map((attachment) => attachment.id),
    materials: codes.map((code) => ({ code, attachmentIds: attachments.filter((attachment) => attachment.material === code).map((attachment) => attachment.id) })),
  };
}

/** The categories of the application's equipment, which decide some materials (型式试验证书 of elevators and cranes). */
export const categoriesOf = (equipment: readonly ChosenEquipment[], newRows: readonly NewEquipmentRow[]): string[] => [
  ...new Set([...equipment.map((item) => item.categoryCode), ...newRows.map((row) => row.categoryCode)].filter((code) => code !== '')),
];

/** The text of the first required material without a file (the platform refuses the same at submit), if any. */
export function missingMaterial(kind: InspectionKind, categories: readonly string[], attachments: readonly Attachment[]): string | undefined {
  const missing = materialsFor(kind, categories).find((material) => material.required && !attachments.some((attachment) => attachment.material === material.code));
  return missing ? materialMissingText(missing.code) : undefined;
}
