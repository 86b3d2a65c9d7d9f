import { expect, test, type Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { describeTroubles, settle, watchPage, type Trouble } from '../support/page-watch';
import { listRoutes, type ListedRoute } from '../support/route-list';
import { login, openUserMenu } from '../support/session';

/**
 * Every route of the SPA's route table, as each demo account and role: a page the role may see must
 * be built (no "功能建设中"), must not write an error to the console, must not meet an API failure it
 * did not ask for (support/page-watch.ts), and must pass axe-core's WCAG 2.1 AA rules with no serious
 * or critical violation. Pages are opened without query parameters, so a detail page shows what it
 * says when no record is named; the journeys open them with records.
 *
 * `weak` is left out: until it changes its password every route shows only the forced change, which
 * session.spec.ts covers (and changes the password, which this project, running beside it, must not race).
 *
 * This file runs in its own project beside the other journeys (playwright.config.ts): it only reads.
 * admin's visits wait for the journeys (project routes-admin): they switch admin's role, which the
 * platform keeps per account.
 */
type Visitor = { account: string; role: 'first' | 'second' };
const VISITORS: readonly Visitor[] = [
  { account: 'qiye', role: 'first' },
  { account: 'zhenhai', role: 'first' },
  { account: 'shenhe', role: 'first' },
  { account: 'admin', role: 'first' },
  { account: 'admin', role: 'second' },
];

/** Routes that only lead elsewhere or leave the portal; the pages they lead to are visited themselves. */
const leadsElsewhere = (route: ListedRoute) => route.hasChildren || route.href !== undefined || route.redirect !== undefined;

/** Axe checks each page once, for the first role that sees it (the markup does not depend on the role). */
const checkedForAccessibility = new Set<string>();

// The route table is read when the file is collected, so each visitor's pages can be split into tests.
const routes = await listRoutes();
const shellRoutes = routes.filter((route) => route.layout === 'shell' && !leadsElsewhere(route));
/**
 * Each visitor's pages are visited in tests of this many routes of the table (the ones the role may
 * see among them): one test per role took up to 10 minutes on a loaded two-core machine, with one
 * timeout for all of it and a failure that named no page range.
 */
const ROUTES_PER_TEST = 25;
const SLOW_PAGE_SECONDS = 8;
const SCRIPT_BUSY_MS = 20_000;
const chunks = Array.from({ length: Math.ceil(shellRoutes.length / ROUTES_PER_TEST) }, (_, index) =>
  shellRoutes.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST),
);

/** Moves the SPA to `path` with its own navigation (history + popstate), as a click on a link would. */
async function navigate(page: Page, path: string): Promise<boolean> {
  const moved = page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The page's script runs this at once unless it is busy: a page that stays busy is broken, and the
  // test says so for that page instead of running into its timeout.
  const busy = new Promise<false>((resolve) => setTimeout(() => resolve(false), SCRIPT_BUSY_MS));
  return Promise.race([moved.then(() => true), busy]);
}

/**
 * Makes the role at `index` of the user menu current. Each test signs in anew, and the platform keeps
 * an account's current role between sign-ins, so the first role is chosen as deliberately as the second.
 */
async function chooseRole(page: Page, index: number): Promise<void> {
  await openUserMenu(page);
  const wanted = page.locator('[data-testid^="role-"]').nth(index);
  const name = (await wanted.innerText()).trim();
  if ((await page.getByTestId('current-role').innerText()).trim() === name) {
    await page.keyboard.press('Escape');
    return;
  }
  await wanted.click();
  await expect(page.getByTestId('current-role')).toHaveText(name);
}

/** Shows `route` and records what is wrong with it; false when the page cannot be used any more. */
async function visitShellPage(page: Page, route: ListedRoute, inFlight: () => number, troubles: Trouble[]): Promise<boolean> {
  if (!(await navigate(page, route.path))) {
    troubles.push({ route: route.path, what: `the page's script did not answer for ${SCRIPT_BUSY_MS / 1000} s (busy before this page was asked for)` });
    return false;
  }
  // The route's own kept-alive frame (its tag key is the path), once its chunk and data are in.
  const frame = page.locator(`[data-page="${route.path}"]`);
  const shown = await frame.waitFor({ state: 'visible', timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    troubles.push({ route: route.path, what: `not shown (the address became ${new URL(page.url()).pathname})` });
    return true;
  }
  await settle(inFlight);
  await frame.locator('[data-testid=loading-state]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  if ((await frame.getByTestId('under-construction').count()) > 0) troubles.push({ route: route.path, what: '功能建设中' });
  if (!checkedForAccessibility.has(route.path)) {
    checkedForAccessibility.add(route.path);
    await checkAccessibility(page, route.path, troubles, { include: `[data-page="${route.path}"]` });
  }
  return true;
}

test.describe('every route', () => {
  for (const visitor of VISITORS) {
    const who = visitor.role === 'first' ? visitor.account : `${visitor.account} in its second role`;
    for (const [chunkIndex, chunk] of chunks.entries()) {
      const first = chunkIndex * ROUTES_PER_TEST + 1;
      const range = `routes ${first}–${first + chunk.length - 1} of ${shellRoutes.length}`;
      test(`as ${who}, ${range}: every page the role may see is built, accessible and loads without errors`, async ({ page }) => {
        test.setTimeout(300_000);
        const troubles: Trouble[] = [];
        let current = '(login)';
        const inFlight = watchPage(page, () => current, troubles);
        await login(page, visitor.account);
        await chooseRole(page, visitor.role === 'first' ? 0 : 1);
        const session = (await (await page.request.get('/api/v1/session')).json()) as { menuIds: string[] };
        const allowed = new Set(['session', ...session.menuIds]);
        const mayVisit = (route: ListedRoute) => allowed.has(route.access);
        // Guards against a role that sees nothing (every chunk would pass empty).
        expect(shellRoutes.filter(mayVisit).length).toBeGreaterThan(5);

        if (chunkIndex === 0) {
          // The shell itself (header, side menu, tags), once per role: its menu differs by role.
          current = '(shell)';
          await settle(inFlight);
          await checkAccessibility(page, `(shell of ${who})`, troubles, { include: '[data-testid=shell]', exclude: '[data-page]' });
        }

        for (const [index, route] of chunk.filter(mayVisit).entries()) {
          current = route.path;
          // A person does not keep 100 tags open: start afresh every 10 pages (the tags live in sessionStorage).
          if (index > 0 && index % 10 === 0) {
            await page.evaluate(() => window.sessionStorage.clear());
            await page.reload();
            await settle(inFlight);
          }
          const started = Date.now();
          const usable = await visitShellPage(page, route, inFlight, troubles);
          if (!usable) break;
          // A page about a second on an idle machine; a slow one is named in the log for the next look.
          const seconds = (Date.now() - started) / 1000;
          if (seconds > SLOW_PAGE_SECONDS) console.log(`[every-route] ${who}: ${route.path} took ${seconds.toFixed(1)} s`);
        }

        if (chunkIndex === chunks.length - 1) {
          // Pages without the shell that need a session (the flow log).
          for (const route of routes.filter((r) => r.layout === 'bare' && r.access !== 'public' && !leadsElsewhere(r) && mayVisit(r))) {
            current = route.path;
            await page.goto(route.path);
            await settle(inFlight);
            if ((await page.getByTestId('under-construction').count()) > 0) troubles.push({ route: route.path, what: '功能建设中' });
            if (!checkedForAccessibility.has(route.path)) {
              checkedForAccessibility.add(route.path);
              await checkAccessibility(page, route.path, troubles);
            }
          }
        }
        expect(troubles, describeTroubles(troubles)).toEqual([]);
      });
    }
  }

  test('the public pages, without a session, are built, accessible and load without errors', async ({ page }) => {
    const troubles: Trouble[] = [];
    let current = '';
    const inFlight = watchPage(page, () => current, troubles);
    const publicPages = routes.filter((route) => route.access === 'public' && route.layout === 'bare' && !leadsElsewhere(route));
    expect(publicPages.map((route) => route.path)).toContain('/login');
    for (const route of publicPages) {
      current = route.path;
      await page.goto(route.path);
      await settle(inFlight);
      if ((await page.getByTestId('under-construction').count()) > 0) troubles.push({ route: route.path, what: '功能建设中' });
      await checkAccessibility(page, route.path, troubles);
    }
    expect(troubles, describeTroubles(troubles)).toEqual([]);
  });
});
