import type { Change, ChangePage, ChangeResource } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryRootOf } from './queries/resource-roots';
import type { ResourceWord } from './queries/query-kit';

/** The SSE stream and the JSON feed it falls back to (docs/api.md, "Changes"). */
export const STREAM_PATH = '/api/v1/changes/stream';

/** Reads that show a resource's records besides its own group: the institute's desks and the home desk. */
const ALSO_SHOWN_BY: Partial<Record<ChangeResource, readonly ResourceWord[]>> = {
  inspectionApplications: ['inspectionApplicationActions', 'inspectionProcessing', 'invoices'],
  reports: ['inspectionProcessing', 'equipment'],
  reissueApplications: ['inspectionProcessing'],
  equipment: ['elevatorUseSigns', 'conformityDeclarations'],
  invoices: ['inspectionApplications'],
};

/** The query roots a change of `resource` makes stale. */
export function rootsOf(resource: ChangeResource): (readonly [ResourceWord])[] {
  const words: ResourceWord[] = [resource, ...(ALSO_SHOWN_BY[resource] ?? []), 'dashboard'];
  return words.map((word) => queryRootOf(word));
}

/** The part of EventSource the live updates use (a test passes its own). */
export type EventSourceLike = {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

export type LiveUpdateDeps = {
  client: QueryClient;
  openStream: (url: string) => EventSourceLike;
  /** The JSON feed after a cursor (none: where it stands now); null when the session has ended. */
  readFeed: (after: number | undefined) => Promise<ChangePage | null>;
  /** Changes that arrive within this are one round of invalidations. */
  batchMs?: number;
  pollMs?: number;
};

const CLOSED = 2;
/** Reconnection waits double from the first to the last. */
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
/** Errors of a stream that the browser reopens itself before the feed is polled instead. */
const ERRORS_BEFORE_FALLBACK = 2;

/**
 * Keeps what the SPA shows current: each change pushed on the stream invalidates the queries of its
 * resource (so open lists, details and desks read again), a `reset` every query. While the stream
 * cannot be had (a proxy that cuts it, Redis away, no EventSource) the JSON feed is polled, and the
 * stream is tried again with growing waits. Answers the stop.
 */
export function startLiveUpdates({ client, openStream, readFeed, batchMs = 200, pollMs = 5_000 }: LiveUpdateDeps): () => void {
  let cursor: number | undefined;
  let source: EventSourceLike | undefined;
  let errors = 0;
  let attempt = 0;
  let stopped = false;
  let pending = new Set<ChangeResource>();
  let batch: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const flush = () => {
    batch = undefined;
    const roots = new Map<string, readonly [ResourceWord]>();
    for (const resource of pending) for (const root of rootsOf(resource)) roots.set(root[0], root);
    pending = new Set();
    for (const root of roots.values()) void client.invalidateQueries({ queryKey: root });
  };
  const changed = (change: Pick<Change, 'cursor' | 'resource'>) => {
    if (cursor === undefined || change.cursor > cursor) cursor = change.cursor;
    pending.add(change.resource);
    batch ??= setTimeout(flush, batchMs);
  };

  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const readOnce = async () => {
    try {
      const page = await readFeed(cursor);
      if (page === null) return stop();
      page.items.forEach(changed);
      cursor = Math.max(cursor ?? 0, page.next);
      if (page.more) void readOnce();
    } catch {
      // The next round tries again; the page keeps what it shows meanwhile.
    }
  };
  const startPolling = () => {
    if (poll || stopped) return;
    void readOnce();
    poll = setInterval(() => void readOnce(), pollMs);
  };

  const connect = () => {
    if (stopped) return;
    let opened: EventSourceLike;
    try {
      opened = openStream(cursor === undefined ? STREAM_PATH : `${STREAM_PATH}?after=${cursor}`);
    } catch {
      return fallBack();
    }
    source = opened;
    opened.onopen = () => {
      errors = 0;
      attempt = 0;
      stopPolling();
    };
    opened.addEventListener('change', (event) => {
      try {
        changed(JSON.parse(event.data) as Change);
      } catch {
        // A malformed event changes nothing.
      }
    });
    opened.addEventListener('reset', (event) => {
      if (event.lastEventId) cursor = Number(event.lastEventId);
      void client.invalidateQueries();
    });
    opened.addEventListener('expired', () => stop());
    opened.onerror = () => {
      errors += 1;
      // CLOSED: the gateway refused (503 while Redis is away, 401); else the browser reopens it itself.
      if (opened.readyState === CLOSED || errors >= ERRORS_BEFORE_FALLBACK) fallBack();
    };
  };
  function fallBack() {
    source?.close();
    source = undefined;
    errors = 0;
    startPolling();
    const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
    attempt += 1;
    clearTimeout(retry);
    retry = setTimeout(connect, wait);
  }
  function stop() {
    stopped = true;
    source?.close();
    stopPolling();
    clearTimeout(retry);
    clearTimeout(batch);
  }

  connect();
  return stop;
}
