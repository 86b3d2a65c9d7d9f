import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/contract';
import { tsr } from '../../api/client';
import { interactionKeys } from '../../api/queries/interactions';
import { sessionKeys } from '../../api/queries/session';
import { messageSide, type MessageSide } from './message-side';

/** How often the header asks for the unread count. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Unread messages of the other side for the role's side, polled every minute; no call at all for
 * a role with neither side. Both hooks are always called (rules of hooks); only one is enabled.
 * Whether to ask is decided again when a fetch starts, from the session as it is then: a header
 * still showing the previous role while a role switch empties the cache must not ask as that role
 * (the institute's count asked after switching to the enterprise role is refused 403).
 */
export function useUnreadCount(side: MessageSide): number {
  const client = useQueryClient();
  const sideNow = () => {
    const user = client.getQueryData<CurrentUser | null>(sessionKeys.current());
    // Until a too simple password is changed the server answers only the session.
    return user && !user.isSimplePwd ? messageSide(user.menuIds) : messageSide([]);
  };
  const options = { refetchInterval: UNREAD_POLL_MS, meta: { silent: true }, staleTime: 30_000 } as const;
  const own = tsr.interactions.unreadCount.useQuery({
    ...options,
    queryKey: interactionKeys.unreadCount('enterprise'),
    enabled: () => side === 'enterprise' && sideNow() === 'enterprise',
  });
  const desk = tsr.interactions.deskUnreadCount.useQuery({
    ...options,
    queryKey: interactionKeys.unreadCount('institute'),
    enabled: () => side === 'institute' && sideNow() === 'institute',
  });
  if (side === 'enterprise') return own.data?.body.count ?? 0;
  if (side === 'institute') return desk.data?.body.count ?? 0;
  return 0;
}
