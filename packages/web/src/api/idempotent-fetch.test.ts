import type { ApiFetcherArgs } from '@ts-rest/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithIdempotency, newIdempotencyKey } from './idempotent-fetch';

function args(method: string, path: string, body: unknown = '{}'): ApiFetcherArgs {
  return {
    route: { method, path, responses: {} } as never,
    path,
    method,
    headers: { 'content-type': 'application/json' },
    body: body as string,
    rawBody: undefined,
    rawQuery: undefined,
    contentType: 'application/json',
    fetchOptions: {},
    validateResponse: false,
  };
}

const created = () => new Response('{"id":"1"}', { status: 201, headers: { 'content-type': 'application/json' } });
const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('idempotency-key');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchWithIdempotency', () => {
  it('gives each write its own key and a read none', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => created());
    vi.stubGlobal('fetch', fetch);
    await fetchWithIdempotency(args('POST', '/api/v1/construction-records'));
    await fetchWithIdempotency(args('POST', '/api/v1/construction-records'));
    await fetchWithIdempotency(args('GET', '/api/v1/construction-records', undefined));
    const keys = fetch.mock.calls.map(([, init]) => keyOf(init as RequestInit));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeNull();
  });

  it('sends a write once more with the same key when the network lost its answer', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetch);
    const answer = fetchWithIdempotency(args('PUT', '/api/v1/unit'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await answer).status).toBe(201);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls.map(([, init]) => keyOf(init as RequestInit));
    expect(first).toBe(second);
  });

  it('leaves sign-in and uploads without a key and never sends them twice', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchWithIdempotency(args('POST', '/api/v1/session'))).rejects.toThrow(TypeError);
    await expect(fetchWithIdempotency(args('POST', '/api/v1/attachments', new FormData()))).rejects.toThrow(TypeError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(([, init]) => keyOf(init as RequestInit))).toEqual([null, null]);
  });

  it('makes keys of 128 random bits', () => {
    expect(new Set(Array.from({ length: 100 }, newIdempotencyKey)).size).toBe(100);
  });
});
