import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorEntries, getErrorEntries, setErrorSender } from '../errors/error-store';
import { reportingFetchApi } from './fetcher';

function answer(status: number) {
  return new Response(JSON.stringify({ type: 'about:blank', title: 't', status, detail: '说明' }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

function args(signal?: AbortSignal) {
  return {
    route: { method: 'GET', path: '/api/v1/x', responses: {} } as never,
    path: '/api/v1/x',
    method: 'GET',
    headers: {},
    body: undefined,
    rawBody: undefined,
    rawQuery: undefined,
    contentType: undefined,
    fetchOptions: signal ? { signal } : {},
    validateResponse: false,
  };
}

async function call(status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => answer(status)));
  await reportingFetchApi(args());
}

describe('reportingFetchApi', () => {
  beforeEach(() => {
    setErrorSender(null);
    clearErrorEntries();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs a server failure as an ajax error', async () => {
    await call(500);
    expect(getErrorEntries()).toHaveLength(1);
    expect(getErrorEntries()[0]).toMatchObject({ type: 'ajax', code: '500' });
  });

  it('does not count answers of normal use: form messages, an ended session, a function not yet open', async () => {
    for (const status of [400, 401, 409, 422, 501]) await call(status);
    expect(getErrorEntries()).toHaveLength(0);
  });

  it('does not count a request the server refused (no access, not found, too large, too many)', async () => {
    for (const status of [403, 404, 413, 429]) await call(status);
    expect(getErrorEntries()).toHaveLength(0);
  });

  it('does not count a request the page cancelled (the header reload aborts the running queries)', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('signal is aborted without reason', 'AbortError');
      }),
    );
    await expect(reportingFetchApi(args(controller.signal))).rejects.toThrow();
    expect(getErrorEntries()).toHaveLength(0);
  });

  it('does not count a request sent while the browser is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(reportingFetchApi(args())).rejects.toThrow('Failed to fetch');
    expect(getErrorEntries()).toHaveLength(0);
  });

  it('logs a request the network lost while online', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(reportingFetchApi(args())).rejects.toThrow('Failed to fetch');
    expect(getErrorEntries()[0]).toMatchObject({ type: 'ajax', code: '0' });
  });
});
