import type { Page, Request } from '@playwright/test';

/** Something a page did that a person would count as broken. */
export type Trouble = { route: string; what: string };

/**
 * Watches a page for what a person would count as broken: a console error, a script error, and an
 * API call that failed without the page asking for it (a 5xx, a 501 of a route not built, or a 4xx
 * other than a 404 of a record that is not there; the anonymous session probe's 401 is expected).
 * Returns how many API calls are in flight, for `settle`.
 */
export function watchPage(page: Page, current: () => string, troubles: Trouble[]): () => number {
  let inFlight = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') troubles.push({ route: current(), what: `console: ${message.text().slice(0, 300)}` });
  });
  page.on('pageerror', (error) => troubles.push({ route: current(), what: `script error: ${error.message.slice(0, 300)}` }));
  // The live-updates stream (an EventSource) stays open for the page's life: it is never "in flight"
  // work a page waits for, or settle() would wait its whole bound on every page.
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/') && request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (isApi(request)) inFlight += 1;
  });
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfailed', (request) => {
    if (!isApi(request)) return;
    done();
    // A request the page itself cancelled (it moved on) is not a failure.
    if (!/ERR_ABORTED|cancel/i.test(request.failure()?.errorText ?? '')) troubles.push({ route: current(), what: `request failed: ${request.url()}` });
  });
  page.on('requestfinished', (request) => {
    if (!isApi(request)) return;
    done();
    const path = new URL(request.url()).pathname;
    void request.response().then((response) => {
      const status = response?.status() ?? 0;
      const expected = status < 400 || status === 404 || (status === 401 && path === '/api/v1/session');
      if (!expected) troubles.push({ route: current(), what: `${request.method()} ${path} answered ${status}` });
    });
  });
  return () => inFlight;
}

/** Waits until no API call has been in flight for `quietMs` (at most `maxMs`). */
export async function settle(inFlight: () => number, quietMs = 250, maxMs = 10_000): Promise<void> {
  const until = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    // A timer of this process, not page.waitForTimeout: the count lives here, and every page action
    // is an entry in the trace, with a snapshot of the whole page, under retain-on-failure.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The list of troubles as a failure message, one per line. */
export function describeTroubles(troubles: readonly Trouble[]): string {
  return troubles.map((trouble) => `${trouble.route}: ${trouble.what}`).join('\n');
}
