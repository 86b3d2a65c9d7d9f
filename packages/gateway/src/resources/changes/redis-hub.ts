import { randomUUID } from 'node:crypto';
import { ZChangeSchema } from '@portal/contract';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { startPolling, type FeedReader, type PollerLog } from './feed';
import { createListeners, type ChangeHub, type HubState } from './hub';

/** The channel every gateway listens on, the lock of the one poller and the cursor it reached. */
export const CHANGE_KEYS = { channel: 'portal:changes', leader: 'portal:changes:leader', cursor: 'portal:changes:cursor' } as const;

/**
 * The poller's lease: a gateway that dies stops renewing it and another takes over within
 * LEASE_MS + RENEW_MS, resuming at the stored cursor (a page may be published twice, none lost).
 */
export const LEASE_MS = 5_000;
const RENEW_MS = 1_500;

// Renews the lease only while this gateway still holds it.
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

const ZPublished = z.array(ZChangeSchema);

const OPTIONS = { connectTimeout: 1_000, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000) } as const;

/**
 * Several gateways (REDIS_URL): the one holding the Redis lock polls the platform and publishes each
 * page on a channel; every gateway, the poller too, hands what arrives to its streams. While the
 * subscription is down the hub is `down`, and streams say so rather than fall silent.
 */
export function createRedisHub(url: string, read: FeedReader, log: PollerLog, intervalMs?: number): ChangeHub {
  const id = randomUUID();
  const listeners = createListeners();
  const commands = new Redis(url, { ...OPTIONS, lazyConnect: true, commandTimeout: 1_000, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const subscriber = new Redis(url, { ...OPTIONS, lazyConnect: true });
  let state: HubState = 'down';
  let poller: { stop(): Promise<void> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const setState = (next: HubState) => {
    if (next === state) return;
    state = next;
    listeners.emitState(next);
  };
  subscriber.on('ready', () => setState('up'));
  subscriber.on('close', () => setState('down'));
  subscriber.on('message', (_channel: string, message: string) => {
    let changes: unknown;
    try {
      changes = JSON.parse(message);
    } catch {
      return;
    }
    const parsed = ZPublished.safeParse(changes);
    if (parsed.success) listeners.emit(parsed.data);
  });
  // ioredis reports every failed reconnection; the state and the stream's event say it already.
  commands.on('error', () => {});
  subscriber.on('error', () => {});

  const lead = () => {
    poller ??= startPolling({
      read,
      start: async () => {
        const stored = await commands.get(CHANGE_KEYS.cursor);
        return stored === null ? null : Number(stored);
      },
      publish: async (changes) => {
        await commands.publish(CHANGE_KEYS.channel, JSON.stringify(changes));
      },
      store: async (cursor) => {
        await commands.set(CHANGE_KEYS.cursor, String(cursor));
      },
      log,
      ...(intervalMs ? { intervalMs } : {}),
    });
  };
  const follow = () => {
    const stopping = poller;
    poller = undefined;
    void stopping?.stop();
  };

  const contend = async () => {
    try {
      if (poller) {
        if ((await commands.eval(RENEW, 1, CHANGE_KEYS.leader, id, String(LEASE_MS))) !== 1) follow();
      } else if ((await commands.set(CHANGE_KEYS.leader, id, 'PX', LEASE_MS, 'NX')) === 'OK') {
        lead();
      }
    } catch {
      // Without Redis the lease cannot be kept: another gateway may hold it when Redis is back.
      follow();
    }
  };

  return {
    subscribe: listeners.subscribe,
    onState: listeners.onState,
    state: () => state,
    isLeader: () => poller !== undefined,
    start() {
      if (timer || closed) return;
      void commands.connect().catch(() => {});
      void subscriber.connect().catch(() => {});
      void subscriber.subscribe(CHANGE_KEYS.channel).catch(() => {});
      timer = setInterval(() => void contend(), RENEW_MS);
      timer.unref();
      void contend();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await poller?.stop();
      poller = undefined;
      // The lease is left to expire, as a crashed gateway's would: one way to hand over, the tested one.
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
