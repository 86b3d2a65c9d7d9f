import {
  INSPECTION_KIND_FORMS,
  totalPipelineLength,
  type InspectionApplicationBody,
  type InspectionApplicationDetail,
  type InspectionKind,
  type Pipeline,
  type PipelineUnitsForm,
} from '@portal/contract';

/** One 管道单元 row as the form holds it (the length as typed). */
export type PipelineUnitRow = PipelineUnitsForm[number]['pipelineUnits'][number];

export const EMPTY_PIPELINE_UNIT: PipelineUnitRow = { pipelineId: '', pipelineNo: '', name: '', length: '', nominalDiameter: null };

/** A recorded pipeline line as a unit row: its number, name, length and diameter from the record. */
export const unitOfLine = (line: Pipeline): PipelineUnitRow => ({
  pipelineId: line.id,
  pipelineNo: line.pipelineNo,
  name: line.name,
  length: line.length === null ? '' : String(line.length),
  nominalDiameter: line.nominalDiameter,
});

/** The form's rows per chosen file, one entry per id in the order of `ids` (the body's `items.<i>` paths follow it). */
export function alignPipelineItems(current: PipelineUnitsForm, ids: readonly string[]): PipelineUnitsForm {
  return ids.map((id) => current.find((item) => item.equipmentId === id) ?? { equipmentId: id, pipelineUnits: [] });
}

/** The units an application holds, as form rows. */
export function pipelineItemsOfApplication(detail: InspectionApplicationDetail): PipelineUnitsForm {
  return detail.items.flatMap((item) =>
    item.equipmentId && (item.pipelineUnits ?? []).length > 0
      ? [
          {
            equipmentId: item.equipmentId,
            pipelineUnits: (item.pipelineUnits ?? []).map((unit) => ({
              pipelineId: unit.pipelineId ?? '',
              pipelineNo: unit.pipelineNo,
              name: unit.name,
              length: String(unit.length),
              nominalDiameter: unit.nominalDiameter ?? null,
            })),
          },
        ]
      : [],
  );
}

const lengthOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The body's `items` (管道定期检验 only): a length not yet typed goes as 0, which a draft may keep. */
export function pipelineItemsOfForm(kind: InspectionKind, rows: PipelineUnitsForm, ids: readonly string[]): Pick<InspectionApplicationBody, 'items'> {
  if (!INSPECTION_KIND_FORMS[kind].fields.includes('pipelineUnits')) return {};
  return {
    items: alignPipelineItems(rows, ids).map((item) => ({
      equipmentId: item.equipmentId,
      pipelineUnits: item.pipelineUnits.map((unit) => ({
        ...(unit.pipelineId ? { pipelineId: unit.pipelineId } : {}),
        pipelineNo: unit.pipelineNo.trim(),
        name: unit.name.trim(),
        length: lengthOf(unit.length),
        ...(unit.nominalDiameter === null ? {} : { nominalDiameter: unit.nominalDiameter }),
      })),
    })),
  };
}

/** The total length (m) of typed rows; a length not a number counts 0. */
export const totalOfRows = (rows: readonly PipelineUnitRow[]): number =>
  totalPipelineLength(rows.map((row) => ({ length: Number.isFinite(lengthOf(row.length)) ? lengthOf(row.length) : 0 })));
