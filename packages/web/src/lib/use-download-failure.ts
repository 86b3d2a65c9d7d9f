import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '../api/queries/session';
import { notify } from '../ui/toaster';
import { DownloadError } from './download';

/**
 * What a failed download tells the user. Downloads bypass the API client, so an ended session
 * (401) is passed on here the way the query client does it: the session is checked again and
 * the guard sends the user to login.
 */
export function useDownloadFailure(fallback: string): (error: unknown) => void {
  const client = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof DownloadError && error.status === 401) {
        void client.invalidateQueries({ queryKey: sessionKeys.current() });
        return;
      }
      notify('error', error instanceof Error ? error.message : fallback);
    },
    [client, fallback],
  );
}
