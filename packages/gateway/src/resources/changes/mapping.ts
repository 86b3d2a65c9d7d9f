import { CHANGE_RESOURCES, type Change, type ChangePage, type ChangeResource } from '@portal/contract';
import type { WireChange, WireChangePage } from '@portal/legacy-protocol';

const isChangeResource = (word: string): word is ChangeResource => (CHANGE_RESOURCES as readonly string[]).includes(word);

/** A platform change in the contract's words; null for a resource the contract does not name. */
export function toChange(wire: WireChange): Change | null {
  if (wire.cursor < 1 || !isChangeResource(wire.resource)) return null;
  return { cursor: wire.cursor, resource: wire.resource, id: wire.id, unitId: wire.unitId, changedAt: wire.changedAt };
}

/** The platform's page as the clean API's; with no cursor asked for, an empty page that starts at the newest. */
export function toChangePage(wire: WireChangePage, asked: boolean): ChangePage {
  if (!asked) return { items: [], next: wire.head, more: false };
  return { items: wire.list.flatMap((change) => toChange(change) ?? []), next: wire.next, more: wire.more };
}

/** Whose changes a reader may see, as the platform answered for the reader's session. */
export type ChangeScope = WireChangePage['scope'];

export function visibleTo(scope: ChangeScope, change: Change): boolean {
  return scope.all || (scope.unitId !== null && change.unitId === scope.unitId);
}
