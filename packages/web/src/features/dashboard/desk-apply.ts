import { inspectionApplyPath, PIPING_CATEGORY_CODE } from '../../routes/paths';

/** The desk's cards that lead to an inspection application: equipment overdue or due soon. */
export const APPLY_CARDS = ['overdue', 'inspectionDue'] as const;
export type ApplyCard = (typeof APPLY_CARDS)[number];

export function isApplyCard(key: string): key is ApplyCard {
  return (APPLY_CARDS as readonly string[]).includes(key);
}

/**
 * The application form for a card's equipment (registered ones only): the periodic form for all
 * but pressure piping, which has its own form and goes alone when it is all there is. Null when
 * nothing can be applied for.
 */
export function deskApplyPath(rows: readonly { id: string; categoryCode: string; registerState: string }[]): string | null {
  const registered = rows.filter((row) => row.registerState === 'registered');
  const others = registered.filter((row) => row.categoryCode !== PIPING_CATEGORY_CODE);
  if (others.length > 0) return inspectionApplyPath(others.map((row) => row.id));
  const piping = registered.map((row) => row.id);
  return piping.length > 0 ? inspectionApplyPath(piping, PIPING_CATEGORY_CODE) : null;
}
