import type { Change } from '@portal/contract';
import { startPolling, type FeedReader, type PollerLog } from './feed';

/** Whether changes reach this gateway: `down` while the shared Redis is away (the stream says so). */
export type HubState = 'up' | 'down';

/**
 * The changes of every unit as they reach this gateway, for its open streams. One poller reads the
 * platform for all gateways; the hub hands its pages to every listener in this process.
 */
export interface ChangeHub {
  subscribe(listener: (changes: Change[]) => void): () => void;
  onState(listener: (state: HubState) => void): () => void;
  state(): HubState;
  /** Whether this gateway runs the poller now. */
  isLeader(): boolean;
  start(): void;
  close(): Promise<void>;
}

/** Listeners of one process: what both hubs share. */
export function createListeners() {
  const changeListeners = new Set<(changes: Change[]) => void>();
  const stateListeners = new Set<(state: HubState) => void>();
  return {
    subscribe(listener: (changes: Change[]) => void) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    onState(listener: (state: HubState) => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    emit(changes: Change[]) {
      for (const listener of changeListeners) listener(changes);
    },
    emitState(state: HubState) {
      for (const listener of stateListeners) listener(state);
    },
  };
}

/** Without Redis (one gateway, `pnpm start`): this process polls and fans out in memory. */
export function createMemoryHub(read: FeedReader, log: PollerLog, intervalMs?: number): ChangeHub {
  const listeners = createListeners();
  let poller: { stop(): Promise<void> } | undefined;
  return {
    subscribe: listeners.subscribe,
    onState: listeners.onState,
    state: () => 'up',
    isLeader: () => poller !== undefined,
    start() {
      poller ??= startPolling({
        read,
        start: async () => null,
        publish: async (changes) => listeners.emit(changes),
        store: async () => {},
        log,
        ...(intervalMs ? { intervalMs } : {}),
      });
    },
    async close() {
      await poller?.stop();
      poller = undefined;
    },
  };
}

/**
 * A gateway whose platform takes no shared secret cannot read every unit's feed: no stream, said
 * with a 503 (the SPA polls the JSON feed, which reads with the caller's session, instead).
 */
export function createClosedHub(): ChangeHub {
  const listeners = createListeners();
  return {
    subscribe: listeners.subscribe,
    onState: listeners.onState,
    state: () => 'down',
    isLeader: () => false,
    start() {},
    async close() {},
  };
}
