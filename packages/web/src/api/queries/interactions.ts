import type { InteractionSide } from '@portal/contract';
import { resourceKeys } from './query-kit';

export const interactionKeys = {
  ...resourceKeys('interactions'),
  /** The institute's list of every unit's threads. */
  deskList: (query: object) => [...interactionKeys.lists(), 'desk', query] as const,
  /** One thread as `side` reads it (the enterprise's own, or the institute's desk). */
  thread: (side: InteractionSide, id: string) => [...interactionKeys.detail(id), side] as const,
  /** The unread counts; reading a thread invalidates them. */
  unread: () => [...interactionKeys.all, 'unread'] as const,
  unreadCount: (side: InteractionSide) => [...interactionKeys.unread(), side] as const,
};
