import type { QueryKey } from '@tanstack/react-query';
import { resourceKeys } from './query-kit';

/**
 * The session's keys. Kept apart from the full client (no hooks here): the first screen reads the
 * session and must not load every resource's schemas (app/first-screen.test.ts).
 */
export const sessionKeys = {
  ...resourceKeys('session'),
  /** The signed-in user, or null (session/session-query.ts). */
  current: () => [...sessionKeys.all, 'current'] as const,
};

/** Every query but the session's: what a reload refetches and a sign-out or role switch forgets. */
export function isOutsideSession(query: { queryKey: QueryKey }): boolean {
  return query.queryKey[0] !== sessionKeys.all[0];
}
