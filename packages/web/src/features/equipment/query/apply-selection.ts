import type { EquipmentSummary, EquipmentView } from '@portal/contract';
import { useCallback, useState } from 'react';
import { inspectionApplyPath, PIPING_CATEGORY_CODE } from '../../../routes/paths';

/** The lists of equipment due or overdue for inspection: their rows can be applied for (申请检验). */
export const APPLY_VIEWS: readonly EquipmentView[] = ['overdue', 'inspectionOverdue', 'inspectionDue'];

/** Only equipment on the register (注册状态 在册) can be applied for. */
export function canApplyFor(row: Pick<EquipmentSummary, 'registerState'>): boolean {
  return row.registerState === 'registered';
}

/** The chosen equipment: id -> category code. */
export type ApplyChoice = ReadonlyMap<string, string>;

export type ApplyTarget = { path: string } | { problem: 'none' | 'mixed' };

/**
 * Where 申请检验 leads with the chosen equipment: the periodic form, or the pipeline form for
 * pressure piping; piping and other equipment go in separate applications.
 */
export function applyTarget(choice: ApplyChoice): ApplyTarget {
  if (choice.size === 0) return { problem: 'none' };
  const categories = new Set(choice.values());
  const piping = categories.has(PIPING_CATEGORY_CODE);
  if (piping && categories.size > 1) return { problem: 'mixed' };
  return { path: inspectionApplyPath([...choice.keys()], piping ? PIPING_CATEGORY_CODE : undefined) };
}

/** The equipment ticked on a list, kept while the user pages through it. */
export function useApplyChoice() {
  const [choice, setChoice] = useState<ApplyChoice>(new Map());
  const toggle = useCallback((row: Pick<EquipmentSummary, 'id' | 'categoryCode'>, checked: boolean) => {
    setChoice((current) => {
      const next = new Map(current);
      if (checked) next.set(row.id, row.categoryCode);
      else next.delete(row.id);
      return next;
    });
  }, []);
  return { choice, toggle };
}
