import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';

const SHOTS = process.env.PORTAL_E2E_SHOTS ?? '/tmp/shots-E';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe.serial('invoices', () => {
  test('qiye finds its invoices, names the title of one not issued, and downloads the PDF', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/company-service/invoice-query');
    const table = page.getByTestId('invoice-table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('未开');
    await expect(table).toContainText('作废');
    // Only the voided one has a number and a PDF; the one not issued has neither.
    await expect(table.getByTestId('invoice-download')).toHaveCount(1);
    await shot(page, 'invoice-query');

    // Filter by state: the voided one only.
    await page.goto('/company-service/invoice-query?state=voided');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).not.toContainText('未开');

    await page.goto('/company-service/invoice-query?state=not_issued');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/company-service\/invoice-detail\?id=70001$/);
    const detail = page.getByTestId('invoice-detail');
    await expect(detail.getByTestId('invoice-state')).toHaveText('未开');
    await expect(page.getByTestId('invoice-lines')).toContainText('特种设备检验费');

    // The title form: the spec's messages for bad input, nothing sent.
    const form = page.getByTestId('invoice-title-form');
    await form.getByRole('textbox', { name: '发票抬头' }).fill('宁波悦澜酒店管理有限公司');
    await form.getByRole('textbox', { name: '纳税人识别号' }).fill('9133-0212');
    await form.getByTestId('invoice-title-save').click();
    await expect(form).toContainText('纳税人识别号应为 15 至 20 位数字或大写字母');
    await shot(page, 'invoice-title-form');
    await form.getByRole('textbox', { name: '纳税人识别号' }).fill('91330212MA281Q4D6T');
    await form.getByTestId('invoice-title-save').click();
    await expect(detail.getByTestId('invoice-state')).toHaveText('已开');
    await expect(form).toBeHidden();
    await expect(detail).toContainText('91330212MA281Q4D6T');
    await expect(detail).toContainText('宁波市特种设备检验研究院');
    await shot(page, 'invoice-detail');

    const invoiceNo = (await detail.locator('[data-field="invoiceNo"] dd, [data-field="invoiceNo"] > :last-child').first().textContent())?.trim() ?? '';
    expect(invoiceNo).toMatch(/^\d{20}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe(`电子发票_${invoiceNo}.pdf`);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  // A paid application's invoice, issued at once, is checked at the end of payments.spec.ts, which pays 60001.

  test('the institute voids an invoice with a reason; the enterprise sees why', async ({ page }) => {
    await login(page, 'shenhe');
    await page.goto('/inspection-review/invoices?keyword=悦澜&state=issued');
    const table = page.getByTestId('invoice-review-table');
    const row = table.getByRole('row').filter({ hasText: '宁波悦澜酒店管理有限公司' }).filter({ hasNot: page.getByText('1288.00') }).first();
    await expect(row).toBeVisible();
    await shot(page, 'invoice-review');
    await row.getByTestId('invoice-void').click();
    const dialog = page.getByTestId('invoice-void-dialog');
    await dialog.getByRole('button', { name: '确认作废' }).click();
    await expect(dialog).toContainText('此项为必填项');
    await dialog.getByRole('textbox', { name: '作废原因' }).fill('开票信息有误，重新开具');
    await shot(page, 'invoice-void-dialog');
    await dialog.getByRole('button', { name: '确认作废' }).click();
    await expect(dialog).toBeHidden();

    await page.context().clearCookies();
    await login(page, 'qiye');
    await page.goto('/company-service/invoice-detail?id=70001');
    await expect(page.getByTestId('invoice-voided')).toContainText('开票信息有误，重新开具');
    await expect(page.getByTestId('invoice-state')).toHaveText('作废');
    await shot(page, 'invoice-detail-voided');
  });

  test('a unit without invoices is told so', async ({ page }) => {
    await login(page, 'zhenhai');
    await page.goto('/company-service/invoice-query');
    await expect(page.getByTestId('invoice-query')).toContainText('暂无发票');
    await shot(page, 'invoice-query-empty');
  });
});
