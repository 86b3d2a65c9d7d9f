import type { CDPSession, Page } from 'playwright-core';

/** The renderer's main-thread work for one move inside the SPA, from Chrome's own counters (ms). */
export type MoveCost = { path: string; script: number; tasks: number; wall: number };

export type PageMoves = {
  /** Each menu page opened for the first time (its chunk, its data and its render). */
  opened: MoveCost[];
  /** Moves between two tags already open (the page hidden and the page shown again). */
  switched: MoveCost[];
  /** DOM nodes of the document after the last move. */
  nodes: number;
};

/** How long a page may take to be shown before the run says so, and the quiet wait after it. */
const SHOWN_TIMEOUT_MS = 20_000;
const SETTLE_MS = 500;

async function counters(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

/**
 * Moves the signed-in SPA to `path` as a click on a menu link does (history + popstate), waits until
 * its tag's frame is shown with no loading state, then a quiet half second for what React renders at
 * idle priority (the page just hidden). Answers the main thread's script and task time meanwhile.
 */
async function move(page: Page, cdp: CDPSession, path: string): Promise<MoveCost> {
  const before = await counters(cdp);
  const started = Date.now();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const frame = page.locator(`[data-page="${path}"]`);
  await frame.waitFor({ state: 'visible', timeout: SHOWN_TIMEOUT_MS });
  await frame.locator('[data-testid=loading-state]').first().waitFor({ state: 'detached', timeout: SHOWN_TIMEOUT_MS });
  const wall = Date.now() - started;
  await page.waitForTimeout(SETTLE_MS);
  const after = await counters(cdp);
  const ms = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
  return { path, script: ms('ScriptDuration'), tasks: ms('TaskDuration'), wall };
}

/**
 * From the work desktop of a signed-in page: opens the first `count` pages of the side menu one after
 * the other, keeping their tags as a user would, then moves `switches` times between the last two.
 */
export async function timePageMoves(page: Page, count: number, switches: number): Promise<PageMoves> {
  const hrefs = await page.$$eval('[data-testid=side-menu] a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs.filter((href) => href.startsWith('/') && href !== '/home'))].slice(0, count);
  if (paths.length < 2) throw new Error(`the side menu offered ${paths.length} pages to move between`);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const opened: MoveCost[] = [];
    for (const path of paths) opened.push(await move(page, cdp, path));
    const pair = paths.slice(-2);
    const switched: MoveCost[] = [];
    for (let i = 0; i < switches; i++) switched.push(await move(page, cdp, pair[i % 2]!));
    const nodes = (await counters(cdp)).Nodes ?? 0;
    return { opened, switched, nodes };
  } finally {
    await cdp.detach();
  }
}
