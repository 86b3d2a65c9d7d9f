import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Trouble } from './page-watch';

/** WCAG 2.1 A and AA: what GB/T 37668 asks of public-service sites. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const first = violation.nodes[0];
    const where = first?.target.join(' ') ?? '';
    // The summary's last line says what is wrong with that element (e.g. the two colours and their ratio).
    const why = first?.failureSummary?.split('\n').filter(Boolean).at(-1)?.trim() ?? '';
    troubles.push({ route, what: `a11y ${violation.impact} ${violation.id} (${violation.nodes.length}×): ${violation.help} at ${where} (${why})` });
  }
}
