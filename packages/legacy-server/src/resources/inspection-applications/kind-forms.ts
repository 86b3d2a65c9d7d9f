import { INSPECTION_KIND_FORMS, materialMissingText, materialsFor, type InspectionApplicationMaterialCode } from '@portal/contract';
import {
  INSPECTION_APPLICATION_MESSAGES,
  inspectionKindCode,
  type WireInspectionApplicationFormFields,
} from '@portal/legacy-protocol';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments } from '../attachments/table';
import { constructionRecords } from '../construction-records/table';
import { Refusal } from '../../http/refusal';

/**
 * What each kind asks for beyond the common form (the contract's INSPECTION_KIND_FORMS,
 * docs/inspection-applications.md "What each kind asks for"): the 施工信息 of a supervision
 * inspection and the files of each material. A draft may lack them; a submit may not, whoever
 * sends it (the SPA, the public page, an integrator).
 */

const formOf = (fields: WireInspectionApplicationFormFields) => INSPECTION_KIND_FORMS[inspectionKindCode(fields.checkType) ?? 'periodic'];

/** The application's 施工信息 columns: kept for a kind that asks for them, cleared for the others. */
export function constructionColumns(fields: WireInspectionApplicationFormFields) {
  const asks = formOf(fields).fields.includes('construction');
  return {
    constructionUnit: asks ? fields.bcwUnit : '',
    constructionKind: asks && fields.bcwType !== '' ? fields.bcwType : null,
    constructionRecordId: asks && fields.bcwId !== '' ? fields.bcwId : null,
  };
}

/** A named construction record must be one of the unit's own (施工告知 of another unit is refused as missing). */
export async function checkConstructionRecord(db: Db, unitId: string, fields: WireInspectionApplicationFormFields): Promise<void> {
  const { constructionRecordId } = constructionColumns(fields);
  if (constructionRecordId === null) return;
  const [found] = await db
    .select({ id: constructionRecords.id })
    .from(constructionRecords)
    .where(and(eq(constructionRecords.id, constructionRecordId), eq(constructionRecords.unitId, unitId)));
  if (!found) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.constructionRecordForeign);
}

/** Every file id the save links: the plain list and those of each material. */
export const linkedFileIds = (fields: WireInspectionApplicationFormFields): string[] => [
  ...new Set([...fields.attachmentIds, ...fields.materials.flatMap((material) => material.attachmentIds)]),
];

/**
 * Files already linked to the application get the material they were sent under; a code the kind
 * does not ask for is refused. Files sent without one keep what they had (an older client's edit).
 */
export async function markMaterials(db: Db, applicationId: string, fields: WireInspectionApplicationFormFields): Promise<void> {
  const asked = new Set<string>(formOf(fields).materials.map((material) => material.code));
  for (const material of fields.materials) {
    if (!asked.has(material.code)) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.materialUnknown);
    if (material.attachmentIds.length === 0) continue;
    await db
      .update(attachments)
      .set({ material: material.code })
      .where(and(eq(attachments.refId, applicationId), inArray(attachments.id, material.attachmentIds)));
  }
}

/**
 * At a submit: the kind's fields filled in and, per required material (for the items' categories),
 * at least one file of the application stored under it. Refuses with the first thing missing.
 */
export async function checkKindForm(
  db: Db,
  application: { id: string; constructionUnit: string; constructionKind: string | null; constructionRecordId: string | null },
  fields: WireInspectionApplicationFormFields,
  categories: readonly string[],
  refType: string,
): Promise<void> {
  if (formOf(fields).fields.includes('construction')) {
    if (application.constructionUnit.trim() === '') throw new Refusal(INSPECTION_APPLICATION_MESSAGES.constructionUnitRequired);
    if (!application.constructionKind) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.constructionTypeRequired);
    if (!application.constructionRecordId) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.constructionRecordRequired);
  }
  const required = materialsFor(inspectionKindCode(fields.checkType) ?? 'periodic', categories).filter((material) => material.required);
  if (required.length === 0) return;
  const stored = await db
    .select({ material: attachments.material, files: count() })
    .from(attachments)
    .where(and(eq(attachments.refType, refType), eq(attachments.refId, application.id)))
    .groupBy(attachments.material);
  const held = new Set(stored.filter((row) => row.files > 0).map((row) => row.material));
  const missing = required.find((material) => !held.has(material.code));
  if (missing) throw new Refusal(materialMissingText(missing.code satisfies InspectionApplicationMaterialCode));
}
