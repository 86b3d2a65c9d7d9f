import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { issueAsApprover } from '../support/approval';
import { DEMO } from '../support/business';
import { login, toast } from '../support/session';

const SHOTS = process.env.PORTAL_E2E_SHOTS ?? '/tmp/shots-A';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Asia/Shanghai's day `offsetDays` from today, yyyy-mm-dd. */
function shanghaiDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/** The overdue 2号客梯 of 宁波悦澜 (qiye): demo id 30102. */
const OVERDUE_ID = '30102';

async function institute(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'shenhe');
  return { page, context };
}

/** Opens the application on the institute's desk and waits until it shows `state`. */
async function openOnDesk(page: Page, id: string, state: string) {
  await page.goto(`/inspection-review/application-detail?id=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('processing-detail')).toContainText(state);
}

test.describe('the inspection journey of issue 11', () => {
  test('qiye applies for the overdue elevator, the institute pre-reviews, qiye pays, the institute inspects and reports; the elevator moves on', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await login(page, 'qiye');

    // 1. The elevator's file → 申请检验 → the periodic form with the elevator chosen.
    await page.goto(`/equipment/detail/elevator?id=${OVERDUE_ID}`);
    await expect(page.getByTestId('equipment-detail')).toContainText(DEMO.overdueElevator.registerCode);
    await page.getByTestId('apply-inspection').click();
    await expect(page).toHaveURL(/\/online-apply-form\?equipmentIds=30102/);
    const form = page.getByTestId('inspection-application-form');
    await expect(form.getByTestId('chosen-row')).toContainText(DEMO.overdueElevator.registerCode);
    await expect(form.getByTestId('fee-total')).toHaveText('合计：1288.00 元');
    await form.getByLabel('现场联系人').fill('李强');
    await form.getByLabel('联系人手机').fill('13857436021');
    await form.getByLabel('检验地址').fill('宁波市鄞州区天童北路1088号悦澜酒店');
    await form.getByLabel('省').selectOption({ label: '浙江省' });
    await form.getByLabel('市').selectOption({ label: '宁波市' });
    await form.getByLabel('区(县)').selectOption({ label: '鄞州区' });
    await form.getByLabel('发票抬头').fill('宁波悦澜酒店管理有限公司');
    await form.getByTestId('submit').click();
    await expect(toast(page, 'success', '提交成功')).toBeVisible();
    await expect(page).toHaveURL(/online-apply-detail\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;
    const number = (await page.getByTestId('application-no').textContent())!.trim();
    await expect(page.getByTestId('inspection-application-detail')).toContainText('已提交');
    await shot(page, 'journey-1-submitted');

    // 2. The institute returns it once with a reason; qiye corrects and resubmits; the institute passes it.
    const desk = await institute(browser);
    await openOnDesk(desk.page, id, '已提交');
    await desk.page.getByTestId('pre-review-form').getByLabel('退回原因').fill('请填写期望检验日期');
    await desk.page.getByTestId('pre-review-return').click();
    await expect(desk.page.getByTestId('processing-detail')).toContainText('退回');
    await page.reload();
    await expect(page.getByTestId('application-opinion')).toHaveText('请填写期望检验日期');
    await page.getByTestId('inspection-application-detail').getByRole('link', { name: '修改' }).click();
    const edit = page.getByTestId('inspection-application-form');
    await expect(edit).toContainText('请填写期望检验日期');
    await edit.getByLabel('期望检验日期').fill(shanghaiDay(3));
    await edit.getByTestId('submit').click();
    await expect(toast(page, 'success', '提交成功')).toBeVisible();
    await expect(page.getByTestId('inspection-application-detail')).toContainText('已提交');
    await openOnDesk(desk.page, id, '已提交');
    await desk.page.getByTestId('pre-review-pass').click();
    await expect(desk.page.getByTestId('processing-detail')).toContainText('待缴费');
    await shot(desk.page, 'journey-2-pre-reviewed');

    // 3. qiye pays by the QR code, on a phone without a session, in the sandbox.
    await page.goto('/company-service/online-apply-pay');
    const card = page.locator(`[data-testid=pay-card][data-application-id="${id}"]`);
    await expect(card).toContainText('1288.00');
    await card.getByTestId('pay-start').click();
    const order = page.getByTestId('pay-order');
    await expect(order.getByTestId('pay-order-state')).toHaveText('支付中');
    const link = await order.getByTestId('pay-qr-code').getAttribute('data-value');
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    await phone.goto(link!);
    await phone.getByTestId('pay-public-go').click();
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByRole('status')).toHaveText('支付成功');
    await phoneContext.close();
    await expect(order.getByTestId('pay-order-paid')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'journey-3-paid');
    const [certificate] = await Promise.all([page.waitForEvent('download'), order.getByTestId('pay-certificate').click()]);
    expect(certificate.suggestedFilename()).toMatch(/^缴费凭证-.+\.pdf$/);
    expect(readFileSync(await certificate.path()).subarray(0, 5).toString()).toBe('%PDF-');

    // 4. The institute accepts, schedules, records a passing result and issues the report.
    await openOnDesk(desk.page, id, '已缴费');
    await desk.page.getByTestId('accept').click();
    await expect(desk.page.getByTestId('processing-detail')).toContainText('已受理');
    const schedule = desk.page.getByTestId('schedule-form');
    await schedule.getByLabel('约检日期').fill(shanghaiDay(0));
    await schedule.getByLabel('检验人员').fill('王检验');
    await schedule.getByTestId('schedule-submit').click();
    await expect(desk.page.getByTestId('processing-detail')).toContainText('已约检');
    const result = desk.page.getByTestId('result-form');
    await expect(result.getByTestId('result-item')).toHaveCount(1);
    await result.getByLabel('检验日期', { exact: true }).fill(shanghaiDay(0));
    await result.getByLabel('检验结论', { exact: true }).selectOption({ label: '合格' });
    await result.getByTestId('result-submit').click();
    await expect(desk.page.getByTestId('processing-detail')).toContainText('报告编制中');
    // The one who recorded the result does not issue it: the approver (审核批准) does.
    await expect(desk.page.getByTestId('issue-report')).toHaveCount(0);
    await issueAsApprover(browser, id);
    await desk.page.reload();
    await expect(desk.page.getByTestId('processing-detail')).toContainText('报告已出具');
    await shot(desk.page, 'journey-4-report-issued');
    await desk.context.close();

    // 5. qiye: the application is done, the elevator is no longer overdue, and its next inspection moved on.
    await page.goto(`/company-service/online-apply-detail?id=${encodeURIComponent(id)}`);
    const detail = page.getByTestId('inspection-application-detail');
    await expect(detail).toContainText('报告已出具');
    await expect(detail).toContainText('已缴费');
    await expect(detail.getByRole('link', { name: '查看检验报告' })).toBeVisible();
    await shot(page, 'journey-5-done');
    await page.goto('/company-service/online-apply-query');
    await expect(page.getByTestId('inspection-table').locator('tbody tr').filter({ hasText: number })).toContainText('报告已出具');
    await page.goto(`/equipment/detail/elevator?id=${OVERDUE_ID}`);
    await expect(page.getByTestId('equipment-detail')).toContainText(DEMO.overdueElevator.registerCode);
    // The inspection history has today's inspection, passed, with the next one a year on.
    const history = page.getByTestId('inspection-history');
    const today = history.locator('tr').filter({ hasText: shanghaiDay(0) });
    await expect(today).toContainText('合格');
    await expect(today).toContainText(shanghaiDay(0).replace(/^(\d{4})/, (year) => String(Number(year) + 1)));
    await shot(page, 'journey-6-elevator');

    // 6. The report PDF and the invoice.
    await page.goto('/company-service/report-query');
    const report = page.getByTestId('report-query').locator('tbody tr').filter({ hasText: DEMO.overdueElevator.registerCode }).first();
    const [reportFile] = await Promise.all([page.waitForEvent('download'), report.getByTestId('report-file-LLDSJ').click()]);
    expect(reportFile.suggestedFilename()).toMatch(/\.pdf$/);
    expect(readFileSync(await reportFile.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto('/company-service/invoice-query');
    const invoice = page.getByTestId('invoice-query').locator('tbody tr').filter({ hasText: '1288.00' }).first();
    await expect(invoice).toContainText('已开');
    const [invoiceFile] = await Promise.all([page.waitForEvent('download'), invoice.getByTestId('invoice-download').click()]);
    expect(invoiceFile.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
