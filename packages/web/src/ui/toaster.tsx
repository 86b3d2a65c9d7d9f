import { useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './notice-queue';

export { notify, preloadToaster, type NoticeType } from './notice-queue';

/**
 * Whether the toaster should be on screen: from its first message, or once asked for ahead (the
 * shell, a user who starts to sign in). Its view (ui/toaster-view.tsx) is loaded then.
 */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
}
