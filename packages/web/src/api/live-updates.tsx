import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { quietClient } from './client';
import { startLiveUpdates } from './live-updates-core';

/**
 * Mounted once in the signed-in app (app/route-gate.tsx): while it is mounted, what the other side
 * does reaches the open pages within seconds, without a reload.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  useEffect(
    () =>
      startLiveUpdates({
        client,
        openStream: (url) => {
          if (typeof EventSource === 'undefined') throw new Error('no EventSource');
          return new EventSource(url, { withCredentials: true });
        },
        readFeed: async (after) => {
          const answer = await quietClient.changes.list({ query: after === undefined ? {} : { after } });
          if (answer.status === 401) return null;
          if (answer.status !== 200) throw new Error(`changes feed answered ${answer.status}`);
          return answer.body;
        },
      }),
    [client],
  );
  return null;
}
