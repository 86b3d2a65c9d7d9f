// 审核批准: the report of a recorded result is issued by another person than the one who recorded it
// (the platform refuses otherwise; docs/inspection-processing.md). The journeys record with `shenhe`
// and issue here with `pizhun`, in a browser context of its own.
import { expect, type Browser } from '@playwright/test';
import { login, toast } from './session';

/** Signs in as the approver, issues the reports of the application and closes the context. */
export async function issueAsApprover(browser: Browser, applicationId: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await login(page, 'pizhun');
    await page.goto(`/inspection-review/application-detail?id=${encodeURIComponent(applicationId)}`);
    const detail = page.getByTestId('processing-detail');
    await expect(detail.locator('[data-state]')).toHaveText('报告编制中');
    await page.getByTestId('issue-report').click();
    await expect(toast(page, 'success', '报告已出具')).toBeVisible();
    await expect(detail.locator('[data-state]')).toHaveText('报告已出具');
  } finally {
    await context.close();
  }
}
