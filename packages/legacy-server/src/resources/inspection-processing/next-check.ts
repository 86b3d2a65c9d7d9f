import { INSPECTION_CONCLUSIONS, INSPECTION_KINDS, nextCheckRule } from '@portal/contract';
import { INSPECTION_PROCESSING_MESSAGES, type WireResultForm } from '@portal/legacy-protocol';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { equipment } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import type { InspectionApplicationItemRow, InspectionApplicationRow } from '../inspection-applications/table';

const M = INSPECTION_PROCESSING_MESSAGES;

type WireItemResult = WireResultForm['results'][number];

/** The safety grade (`params.safetyGrade`, `1级`..`5级`) each item's equipment file names, by item id. */
export async function safetyGradesOf(db: Db, items: readonly InspectionApplicationItemRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(items.flatMap((item) => (item.equipmentId ? [item.equipmentId] : [])))];
  if (ids.length === 0) return new Map();
  const files = await db.select({ id: equipment.id, params: equipment.params }).from(equipment).where(inArray(equipment.id, ids));
  const grades = new Map(files.map((file) => [file.id, file.params.safetyGrade]));
  return new Map(
    items.flatMap((item) => {
      const grade = item.equipmentId ? grades.get(item.equipmentId) : undefined;
      return typeof grade === 'string' && grade !== '' ? [[item.id, grade] as const] : [];
    }),
  );
}

/** The next check date an item's rule proposes for this result (null: the rule sets none). */
export function proposedNextCheck(row: InspectionApplicationRow, item: InspectionApplicationItemRow, result: WireItemResult, checkDate: string, grade: string | undefined) {
  return nextCheckRule({
    categoryCode: item.categoryCode,
    subTypeCode: item.subTypeCode,
    kind: INSPECTION_KINDS.find((kind) => kind.label === row.kind)?.code ?? '',
    conclusion: INSPECTION_CONCLUSIONS.find((conclusion) => conclusion.label === result.checkConclusion)?.code ?? '',
    safetyGrade: grade ?? null,
  }).date(checkDate);
}

/**
 * The platform's own check of the next check dates (docs/inspection-processing.md, "Next inspection
 * dates"), whatever the gateway did: after the check date; none where the rule sets none (a grade 5
 * vessel); another than the rule's only with a reason. Answers the items whose date was overridden.
 */
export function checkNextCheckDates(
  row: InspectionApplicationRow,
  items: readonly InspectionApplicationItemRow[],
  form: WireResultForm,
  grades: ReadonlyMap<string, string>,
): { item: InspectionApplicationItemRow; result: WireItemResult }[] {
  const overridden: { item: InspectionApplicationItemRow; result: WireItemResult }[] = [];
  for (const item of items) {
    const result = form.results.find((candidate) => candidate.itemId === item.id)!;
    const proposed = proposedNextCheck(row, item, result, form.checkDate, grades.get(item.id));
    if (result.nextCheckDate !== '' && result.nextCheckDate <= form.checkDate) throw new Refusal(`${M.nextCheckAfterCheck}（${item.equipmentName}）`);
    if (proposed === null && result.nextCheckDate !== '') throw new Refusal(`${M.nextCheckNone}（${item.equipmentName}）`);
    if ((proposed ?? '') === result.nextCheckDate) continue;
    if (result.nextCheckReason === '') throw new Refusal(`${M.nextCheckReasonRequired}（${item.equipmentName}）`);
    overridden.push({ item, result });
  }
  return overridden;
}

/** The history's words for the overridden dates: 「下次检验日期 2027-06-01（设备）：原因」. */
export function overrideRemark(overridden: readonly { item: InspectionApplicationItemRow; result: WireItemResult }[]): string {
  return overridden
    .map(({ item, result }) => `下次检验日期 ${result.nextCheckDate || '不填写'}（${item.equipmentName}，与规定周期不一致）：${result.nextCheckReason}`)
    .join('；');
}
