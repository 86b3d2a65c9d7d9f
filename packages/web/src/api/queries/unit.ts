import { resourceKeys, SILENT } from './query-kit';

export const unitKeys = {
  ...resourceKeys('unit'),
  /** The signed-in user's own unit (`GET /api/v1/unit`), kept apart per unit id and below its record. */
  own: (unitId: string) => [...unitKeys.detail(unitId), 'own'] as const,
  changeLists: () => [...unitKeys.lists(), 'changes'] as const,
  /** The unit's own change applications. */
  changes: (query: object) => [...unitKeys.changeLists(), query] as const,
  reviewLists: () => [...unitKeys.lists(), 'reviews'] as const,
  /** The change applications the institute reviews. */
  reviews: (query: object) => [...unitKeys.reviewLists(), query] as const,
};

/** The query options of the own unit: asked only when the user has a unit. */
export function ownUnitQuery(unitId: string | null) {
  return { queryKey: unitKeys.own(unitId ?? ''), enabled: unitId !== null, meta: SILENT };
}
