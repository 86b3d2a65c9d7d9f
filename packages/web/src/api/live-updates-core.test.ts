import type { ChangePage } from '@portal/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveUpdates, STREAM_PATH, type EventSourceLike } from './live-updates-core';
import { equipmentKeys } from './queries/equipment';
import { inspectionApplicationKeys } from './queries/inspection-applications';
import { inspectionProcessingKeys } from './queries/inspection-processing';
import { reportKeys } from './queries/reports';

/** A browser's EventSource as the gateway drives it: the test opens, pushes and fails it. */
class TestEventSource implements EventSourceLike {
  static opened: TestEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(type: string, data: object, id?: number) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

const list = inspectionApplicationKeys.list({ page: 1, pageSize: 20 });
const detail = inspectionApplicationKeys.detail('60021');
const desk = inspectionProcessingKeys.all;
const reports = reportKeys.list({ page: 1 });
const equipment = equipmentKeys.list({ page: 1 });

function clientWith(keys: readonly QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { status: 200, body: {} });
  return client;
}
const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;
const change = (cursor: number, resource: string, id: string) => ({ cursor, resource, id, unitId: '20003', changedAt: '2026-11-29 09:00:00' });

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  TestEventSource.opened = [];
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('startLiveUpdates', () => {
  it("invalidates the changed resource's lists, records and desks, and nothing else", async () => {
    const client = clientWith([list, detail, desk, reports, equipment]);
    stop = startLiveUpdates({ client, openStream: (url) => new TestEventSource(url), readFeed: async () => null });
    const [source] = TestEventSource.opened;
    expect(source?.url).toBe(STREAM_PATH);
    source!.open();
    source!.push('change', change(41, 'inspectionApplications', '60021'), 41);
    await vi.advanceTimersByTimeAsync(250);
    expect([list, detail, desk].map((key) => invalidated(client, key))).toEqual([true, true, true]);
    expect(invalidated(client, reports)).toBe(false);
    expect(invalidated(client, equipment)).toBe(false);
  });

  it('polls the JSON feed after the last cursor when the stream is refused, and opens the stream again later', async () => {
    const client = clientWith([reports]);
    const asked: (number | undefined)[] = [];
    const pages: ChangePage[] = [{ items: [change(43, 'reports', 'r-1')] as ChangePage['items'], next: 43, more: false }];
    stop = startLiveUpdates({
      client,
      openStream: (url) => new TestEventSource(url),
      readFeed: async (after) => {
        asked.push(after);
        return pages.shift() ?? { items: [], next: after ?? 0, more: false };
      },
    });
    const first = TestEventSource.opened[0]!;
    first.open();
    first.push('change', change(42, 'equipment', '30201'), 42);
    first.refuse();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(asked).toEqual([42]);
    expect(invalidated(client, reports)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(TestEventSource.opened[1]?.url).toBe(`${STREAM_PATH}?after=43`);
    TestEventSource.opened[1]!.open();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([42]);
  });

  it('stops when the session has ended', async () => {
    const client = clientWith([]);
    let reads = 0;
    stop = startLiveUpdates({
      client,
      openStream: (url) => new TestEventSource(url),
      readFeed: async () => {
        reads += 1;
        return null;
      },
    });
    TestEventSource.opened[0]!.refuse();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toBe(1);
    expect(TestEventSource.opened).toHaveLength(1);
  });
});
