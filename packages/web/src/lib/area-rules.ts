import { AREA_TREE, areaPath, isLastLevel, type AreaNode, type MessageKey } from '@portal/contract';

/** The level names of the selector, outermost first. */
export const AREA_LEVELS = ['province', 'city', 'district'] as const;

/** The codes chosen at each level for a value (the deepest chosen code), '' for unchosen levels. */
export function areaSelection(value: string): string[] {
  const path = value ? areaPath(value).map((node) => node.code) : [];
  return AREA_LEVELS.map((_, depth) => path[depth] ?? '');
}

/** The choices at `depth`, given the codes chosen above it; none until the parent is chosen. */
export function areaChoices(selection: readonly string[], depth: number): readonly AreaNode[] {
  if (depth === 0) return AREA_TREE;
  const parent = selection[depth - 1];
  if (!parent) return [];
  return areaPath(parent).at(-1)?.children ?? [];
}

/**
 * The new value after choosing `code` at `depth`: the deepest chosen code. Choosing a level
 * clears the levels below it; clearing a level falls back to its parent.
 */
export function chooseArea(selection: readonly string[], depth: number, code: string): string {
  if (code) return code;
  return depth > 0 ? (selection[depth - 1] ?? '') : '';
}

/**
 * The selector's message: required and empty -> '不能为空，请选择'; a chosen area that is not
 * a last-level one -> '请选择到最后一级'. An optional selector left empty passes.
 */
export function checkAreaSelection(value: string, required: boolean): MessageKey | null {
  if (value === '') return required ? 'areaRequired' : null;
  return isLastLevel(value) ? null : 'areaLastLevel';
}
