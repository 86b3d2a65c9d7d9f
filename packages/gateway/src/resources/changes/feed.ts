import type { Change } from '@portal/contract';
import { CHANGE_WIRE_PATHS, MAX_CHANGES_PAGE, ZWireChangePage } from '@portal/legacy-protocol';
import type { LegacyClient } from '../../legacy/client';
import { toChange } from './mapping';

export type FeedPage = { changes: Change[]; next: number; more: boolean; head: number };

/** Reads the platform's feed of every unit's changes (no session: the platform secret is the guard). */
export type FeedReader = (after: number) => Promise<FeedPage>;

export class FeedUnavailable extends Error {
  constructor(cause: string) {
    super(`the platform's change feed cannot be read: ${cause}`);
    this.name = 'FeedUnavailable';
  }
}

export function platformFeed(legacy: LegacyClient): FeedReader {
  return async (after) => {
    const result = await legacy.call({ method: 'GET', path: CHANGE_WIRE_PATHS.feed, query: { after: String(after), pageSize: String(MAX_CHANGES_PAGE) } });
    if (!result.ok) throw new FeedUnavailable(result.cause ?? result.problem.detail ?? String(result.problem.status));
    const page = ZWireChangePage.safeParse(result.data);
    if (!page.success) throw new FeedUnavailable('unexpected answer');
    return { changes: page.data.list.flatMap((change) => toChange(change) ?? []), next: page.data.next, more: page.data.more, head: page.data.head };
  };
}

export type PollerLog = { warn(object: object, message: string): void; info(object: object, message: string): void };

/** How often the one poller asks the platform: a change reaches open pages within about this. */
export const POLL_INTERVAL_MS = 1_000;
/** Failures are logged at most this often, so a platform that is away does not fill the log. */
const FAILURE_LOG_EVERY_MS = 60_000;

/**
 * Reads the feed from `start()` (the stored cursor, or the head of the log when none) and hands each
 * page to `publish` before it stores the next cursor: a crash between the two publishes a page
 * twice, never loses one (at-least-once). Runs until `stop()`.
 */
export function startPolling(options: {
  read: FeedReader;
  start: () => Promise<number | null>;
  publish: (changes: Change[]) => Promise<void>;
  store: (cursor: number) => Promise<void>;
  log: PollerLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const interval = options.intervalMs ?? POLL_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let lastFailureLog = 0;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });

  const run = async () => {
    let cursor: number | null = null;
    while (!stopped) {
      try {
        cursor ??= (await options.start()) ?? (await options.read(0)).head;
        const page = await options.read(cursor);
        if (stopped) break;
        if (page.changes.length > 0) await options.publish(page.changes);
        if (page.next !== cursor) await options.store(page.next);
        cursor = page.next;
        if (page.more) continue;
      } catch (error) {
        if (Date.now() - lastFailureLog > FAILURE_LOG_EVERY_MS) {
          lastFailureLog = Date.now();
          options.log.warn({ err: error }, 'change feed: reading or publishing failed; trying again');
        }
      }
      if (!stopped) await pause(interval);
    }
  };
  const running = run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
