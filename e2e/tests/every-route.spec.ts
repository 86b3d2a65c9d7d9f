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

let routes: ListedRoute[] = [];
test.beforeAll(async () => {
  routes = await listRoutes();
});

/** Moves the SPA to `path` with its own navigation (history + popstate), as a click on a link would. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function switchToSecondRole(page: Page): Promise<void> {
  const current = (await page.getByTestId('current-role').textContent()) ?? '';
  await openUserMenu(page);
  await page.locator('[data-testid^="role-"]').filter({ hasNotText: current }).first().click();
  await expect(page.getByTestId('current-role')).not.toHaveText(current);
}

/** Shows `route` and records what is wrong with it. */
async function visitShellPage(page: Page, route: ListedRoute, inFlight: () => number, troubles: Trouble[]): Promise<void> {
  await navigate(page, route.path);
  // The route's own kept-alive frame (its tag key is the path), once its chunk and data are in.
  const frame = page.locator(`[data-page="${route.path}"]`);
  const shown = await frame.waitFor({ state: 'visible', timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    troubles.push({ route: route.path, what: `not shown (the address became ${new URL(page.url()).pathname})` });
    return;
  }
  await settle(inFlight);
  await frame.locator('[data-testid=loading-state]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  if ((await frame.getByTestId('under-construction').count()) > 0) troubles.push({ route: route.path, what: '功能建设中' });
  if (!checkedForAccessibility.has(route.path)) {
    checkedForAccessibility.add(route.path);
    await checkAccessibility(page, route.path, troubles, { include: `[data-page="${route.path}"]` });
  }
}

test.describe('every route', () => {
  for (const visitor of VISITORS) {
    const who = visitor.role === 'first' ? visitor.account : `${visitor.account} in its second role`;
    test(`as ${who}: every page the role may see is built, accessible and loads without errors`, async ({ page }) => {
      test.setTimeout(600_000);
      const troubles: Trouble[] = [];
      let current = '(login)';
      const inFlight = watchPage(page, () => current, troubles);
      await login(page, visitor.account);
      if (visitor.role === 'second') await switchToSecondRole(page);
      const session = (await (await page.request.get('/api/v1/session')).json()) as { menuIds: string[] };
      const allowed = new Set(['session', ...session.menuIds]);
      const visible = routes.filter((route) => !leadsElsewhere(route) && allowed.has(route.access));
      const shellPages = visible.filter((route) => route.layout === 'shell');
      expect(shellPages.length).toBeGreaterThan(5);

      // The shell itself (header, side menu, tags), once per role: its menu differs by role.
      current = '(shell)';
      await settle(inFlight);
      await checkAccessibility(page, '(shell)', troubles, { include: '[data-testid=shell]', exclude: '[data-page]' });

      for (const [index, route] of shellPages.entries()) {
        current = route.path;
        // A person does not keep 100 tags open: start afresh every 10 pages (the tags live in sessionStorage).
        if (index > 0 && index % 10 === 0) {
          await page.evaluate(() => window.sessionStorage.clear());
          await page.reload();
          await settle(inFlight);
        }
        await visitShellPage(page, route, inFlight, troubles);
      }

      // Pages without the shell that need a session (the flow log).
      for (const route of visible.filter((r) => r.layout === 'bare' && r.access !== 'public')) {
        current = route.path;
        await page.goto(route.path);
        await settle(inFlight);
        if ((await page.getByTestId('under-construction').count()) > 0) troubles.push({ route: route.path, what: '功能建设中' });
        if (!checkedForAccessibility.has(route.path)) {
          checkedForAccessibility.add(route.path);
          await checkAccessibility(page, route.path, troubles);
        }
      }
      expect(troubles, describeTroubles(troubles)).toEqual([]);
    });
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
