import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Trouble } from './page-watch';

/** WCAG 2.1 A and AA: what GB/T 37668 asks of public-service sites. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, injected once per document. The SPA moves between pages without
 * loading a new document, so one injection serves every page a journey visits; @axe-core/playwright
 * injected its 650 KB into every frame on every check and finished each run in a new blank page,
 * about 10 s per check on a loaded two-core machine against 1-2 s here. Frames are not entered:
 * the portal's only frames show PDFs, which axe cannot read.
 */
/** What axe checks, as selectors (a serialisable form of axe's context). */
type AxeScope = { include: string[]; exclude?: string[] };

async function runAxe(page: Page, scope: AxeScope, options: RunOptions): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  type Axe = { run: (context: AxeScope, options: RunOptions) => Promise<AxeResults> };
  return page.evaluate(({ scope, options }) => (window as unknown as { axe: Axe }).axe.run(scope, options), { scope, options });
}

/**
 * Checks the part of the page matched by `include` (all of it when absent) with axe-core and records
 * each serious or critical violation, with the first offending element, as a trouble of `route`.
 */
export async function checkAccessibility(
  page: Page,
  route: string,
  troubles: Trouble[],
  scope: { include?: string; exclude?: string } = {},
): Promise<void> {
  const context: AxeScope = { include: [scope.include ?? 'html'], ...(scope.exclude ? { exclude: [scope.exclude] } : {}) };
  const { violations } = await runAxe(page, context, {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    iframes: false,
    resultTypes: ['violations'],
  });
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const first = violation.nodes[0];
    const where = first?.target.join(' ') ?? '';
    // The summary's last line says what is wrong with that element (e.g. the two colours and their ratio).
    const why = first?.failureSummary?.split('\n').filter(Boolean).at(-1)?.trim() ?? '';
    troubles.push({ route, what: `a11y ${violation.impact} ${violation.id} (${violation.nodes.length}×): ${violation.help} at ${where} (${why})` });
  }
}
