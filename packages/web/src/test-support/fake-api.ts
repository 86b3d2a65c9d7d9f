import { vi } from 'vitest';

/** One request the SPA sent; `signal` is the one it may cancel the request with. */
export type FakeCall = { method: string; url: URL; body: unknown; signal: AbortSignal | null };
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

/**
 * Stands in for the gateway at the network edge (global fetch), so the SPA's own client, hooks
 * and pages run as they do in the browser. Routes are `METHOD /path` with `:param` segments.
 */
export function installFakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, pattern, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body ?? null;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON: keep the text
      }
    }
    const call = { method, url, body, signal: init?.signal ?? null };
    calls.push(call);
    const route = table.find((entry) => entry.method === method && entry.pattern.test(url.pathname));
    const reply = route ? await route.handler(call) : { status: 404, body: { type: 'about:blank', title: '未找到', status: 404 } };
    const status = reply.status ?? 200;
    const isProblem = status >= 400;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': isProblem ? 'application/problem+json' : 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to `path`, oldest first. */
    callsTo: (path: string) => calls.filter((call) => call.url.pathname === path),
  };
}

export function notImplemented(detail: string): Reply {
  return { status: 501, body: { type: 'https://portal/problems/not-implemented', title: '功能尚未实现', status: 501, detail } };
}

export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 20) {
  return { body: { items, total, page, pageSize } };
}
