import { INSPECTION_KIND_FORMS } from '@portal/contract';
import {
  inspectionKindCode,
  PIPELINE_UNIT_MESSAGES,
  pipelineUnitRefusal,
  type WireInspectionApplicationFormFields,
} from '@portal/legacy-protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pipelines } from '../pipelines/table';
import { Refusal } from '../../http/refusal';
import type { StoredPipelineUnit } from './table';

/**
 * 管道单元 of a 管道定期检验 (the contract's INSPECTION_KIND_FORMS, docs/inspection-applications.md
 * "What each kind asks for"): per chosen piping file the lines to be inspected. A draft may lack them;
 * a submit needs at least one per file, each with a number or a name and a length > 0.
 */

const asksForUnits = (fields: WireInspectionApplicationFormFields) =>
  INSPECTION_KIND_FORMS[inspectionKindCode(fields.checkType) ?? 'periodic'].fields.includes('pipelineUnits');

/** The units the form gives one file, as stored; none for a kind that does not ask for them. */
export function pipelineUnitsOf(fields: WireInspectionApplicationFormFields, equipmentId: string): StoredPipelineUnit[] {
  if (!asksForUnits(fields)) return [];
  const entry = fields.pipeUnits.find((item) => item.equipmentId === equipmentId);
  return (entry?.units ?? []).map((unit) => ({
    pipelineId: unit.pipelineId === '' ? null : unit.pipelineId,
    pipelineNo: unit.pipeNo,
    name: unit.pipeName,
    length: unit.pipeLength,
    nominalDiameter: unit.nominalDiameter,
  }));
}

/**
 * Units belong to a file applied for, and a picked line is one of the unit's own lines of that file:
 * another unit's line id is refused as missing, so nothing of it is stored or told.
 */
export async function checkPipelineUnitsOwned(db: Db, unitId: string, fields: WireInspectionApplicationFormFields): Promise<void> {
  if (!asksForUnits(fields)) return;
  const files = [...new Set(fields.equipmentIds)];
  const picked: { item: number; unit: number; equipmentId: string; pipelineId: string }[] = [];
  for (const entry of fields.pipeUnits) {
    if (!files.includes(entry.equipmentId)) throw new Refusal(PIPELINE_UNIT_MESSAGES.itemForeign);
    entry.units.forEach((unit, position) => {
      if (unit.pipelineId !== '') picked.push({ item: files.indexOf(entry.equipmentId) + 1, unit: position + 1, equipmentId: entry.equipmentId, pipelineId: unit.pipelineId });
    });
  }
  if (picked.length === 0) return;
  const lines = await db
    .select({ id: pipelines.id, equipmentId: pipelines.equipmentId })
    .from(pipelines)
    .where(and(eq(pipelines.unitId, unitId), inArray(pipelines.id, [...new Set(picked.map((unit) => unit.pipelineId))])));
  const fileOf = new Map(lines.map((line) => [line.id, line.equipmentId]));
  const stray = picked.find((unit) => fileOf.get(unit.pipelineId) !== unit.equipmentId);
  if (stray) throw new Refusal(pipelineUnitRefusal(stray.item, 'pipelineForeign', stray.unit));
}

/** At a submit: refuses with the first item (1-based, as the page numbers them) or unit that lacks something. */
export function checkPipelineUnits(fields: WireInspectionApplicationFormFields, items: readonly { pipelineUnits?: StoredPipelineUnit[] }[]): void {
  if (!asksForUnits(fields)) return;
  items.forEach((item, index) => {
    const units = item.pipelineUnits ?? [];
    if (units.length === 0) throw new Refusal(pipelineUnitRefusal(index + 1, 'required'));
    units.forEach((unit, position) => {
      if (unit.pipelineNo.trim() === '' && unit.name.trim() === '') throw new Refusal(pipelineUnitRefusal(index + 1, 'nameRequired', position + 1));
      if (!(unit.length > 0)) throw new Refusal(pipelineUnitRefusal(index + 1, 'lengthPositive', position + 1));
    });
  });
}
