import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorEntries, getErrorEntries, setErrorSender } from '../errors/error-store';
import { reportingFetchApi } from './fetcher';

function answer(status: number) {
  return new Response(JSON.stringify({ type: 'about:blank', title: 't', status, detail: '说明' }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

async function call(status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => answer(status)));
  await reportingFetchApi({
    route: { method: 'GET', path: '/api/v1/x', responses: {} } as never,
    path: '/api/v1/x',
    method: 'GET',
    headers: {},
    body: undefined,
    rawBody: undefined,
    rawQuery: undefined,
    contentType: undefined,
    fetchOptions: {},
    validateResponse: false,
  });
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
});
