import type { Page } from 'playwright-core';

export const USER = { username: 'qiye', password: 'Demo@2024' };

/** Opens /login and waits for its form; the paint entries and the scripts it fetched, read from the page. */
export async function openLogin(page: Page): Promise<{ firstPaint: number; firstContentfulPaint: number; scripts: { count: number; encoded: number; decoded: number } }> {
  await page.goto('/login');
  await page.getByLabel('用户名', { exact: true }).waitFor();
  // The paint entries are queued a frame after the paint itself: wait for them (at most 5 s).
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), undefined, { timeout: 5000 }).catch(() => undefined);
  // Runs in the page. No named inner functions: tsx would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    const paints = performance.getEntriesByType('paint');
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.js(\?|$)/.test(entry.name));
    return {
      firstPaint: paints.find((entry) => entry.name === 'first-paint')?.startTime ?? Number.NaN,
      firstContentfulPaint: paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
      scripts: {
        count: scripts.length,
        encoded: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      },
    };
  });
}

/**
 * Signs in from the open /login page and returns the milliseconds from the Enter key to the work
 * desktop being usable: the shell and the desk shown, the figure cards of the desk rendered and no
 * loading state left. The clock is the page's own (performance.now at the keydown, read again in
 * the animation frame where the desk is complete), so no round trip to the browser is counted.
 */
/** Where the time of one sign-in went, in ms after the Enter key (resource timing of the page). */
export type LoginTiming = {
  interactive: number;
  /** The sign-in call (`POST /api/v1/session`) answered. */
  signedIn: number;
  /** The last script (a lazily loaded chunk) arrived. */
  lastScript: number;
  /** The last API answer arrived. */
  lastApi: number;
  scripts: number;
  apiCalls: number;
};

export async function timeLogin(page: Page): Promise<LoginTiming> {
  await page.getByLabel('用户名', { exact: true }).fill(USER.username);
  const password = page.getByLabel('密码', { exact: true });
  await password.fill(USER.password);
  await page.evaluate(() => {
    const w = window as unknown as { benchEnter?: number };
    delete w.benchEnter;
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') w.benchEnter ??= performance.now();
    }, { capture: true });
  });
  // The keyboard, not the locator: the form unmounts as the sign-in succeeds, which a locator's
  // press would take for a detached element and retry.
  await password.focus();
  await page.keyboard.press('Enter');
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { benchEnter?: number };
      if (w.benchEnter === undefined) return false;
      if (document.querySelector('[data-testid="error-state"]')) return 'error';
      const shell = document.querySelector('[data-testid="shell"]');
      if (!shell || !document.querySelector('[data-testid="work-desktop"]')) return false;
      if (document.querySelector('[data-testid="loading-state"], .chakra-skeleton')) return false;
      if (!document.querySelector('[data-testid="desk-pending"] [data-testid^="desk-card-"]')) return false;
      const attention = document.querySelector('[data-testid="desk-attention"]');
      if (attention && !attention.querySelector('[data-testid^="desk-card-"]')) return false;
      return performance.now() - w.benchEnter;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const elapsed = await handle.jsonValue();
  if (typeof elapsed !== 'number') throw new Error('the work desktop showed a load error after signing in');
  const parts = await page.evaluate(() => {
    const enter = (window as unknown as { benchEnter: number }).benchEnter;
    const after = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= enter);
    const scripts = after.filter((entry) => /\.js(\?|$)/.test(entry.name));
    const api = after.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    const session = api.find((entry) => new URL(entry.name).pathname === '/api/v1/session');
    return {
      signedIn: session ? session.responseEnd - enter : Number.NaN,
      lastScript: scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) - enter : Number.NaN,
      lastApi: api.length > 0 ? Math.max(...api.map((entry) => entry.responseEnd)) - enter : Number.NaN,
      scripts: scripts.length,
      apiCalls: api.length,
    };
  });
  return { interactive: elapsed, ...parts };
}

/** Signs out (the API call the user menu makes) and opens /login again, keeping the context's cache. */
export async function signOut(page: Page): Promise<void> {
  const status = await page.evaluate(async () => (await fetch('/api/v1/session', { method: 'DELETE' })).status);
  if (status !== 204) throw new Error(`sign-out answered HTTP ${status}`);
}
