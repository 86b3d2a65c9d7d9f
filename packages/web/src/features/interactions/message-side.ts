import { ACCESS } from '@portal/contract';

/**
 * Which side of the threads a role sees (docs/interactions.md): the institute's desk with
 * `inspection:review`, the unit's own threads with `service:self`, or none (then the page and the
 * header call no interaction endpoint, which would only answer 403).
 */
export type MessageSide = 'institute' | 'enterprise' | null;

export function messageSide(menuIds: readonly string[]): MessageSide {
  if (menuIds.includes(ACCESS.inspectionReview)) return 'institute';
  if (menuIds.includes(ACCESS.selfService)) return 'enterprise';
  return null;
}
