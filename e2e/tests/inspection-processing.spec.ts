import { expect, test } from '@playwright/test';
import { issueAsApprover } from '../support/approval';
import { openMenu, saveFullScreen, waitForList } from '../support/business';
import { login, toast } from '../support/session';

/** 宁波镇海宏泰化工 (zhenhai): its steam boiler, in a paid application seeded for the institute's demo. */
const STEAM_BOILER = '11003302112017090002';

test.describe('the institute handles inspection applications', () => {
  test('the auditor accepts, schedules, records the result and issues the report; the unit downloads it', async ({ page, browser }) => {
    test.slow();
    await login(page, 'shenhe');
    await openMenu(page, '报检受理', '报检申请处理');
    const filters = page.getByTestId('processing-filters');
    await filters.getByLabel('使用单位').fill('宏泰');
    await filters.getByRole('button', { name: '查询' }).click();
    await waitForList(page, 'processing-table');
    const row = page.getByTestId('processing-table').locator('tbody tr').filter({ hasText: '已缴费' });
    await expect(row).toHaveCount(1);
    await saveFullScreen(page, 'inspection-processing-list');
    await row.getByRole('link', { name: /办理/ }).click();

    const detail = page.getByTestId('processing-detail');
    await expect(detail).toContainText('宁波镇海宏泰化工有限公司');
    await expect(page.getByTestId('processing-items')).toContainText(STEAM_BOILER);
    await page.getByTestId('accept').click();
    await expect(toast(page, 'success', '已受理')).toBeVisible();
    await expect(detail.locator('[data-state]')).toHaveText('已受理');

    const schedule = page.getByTestId('schedule-form');
    await schedule.getByRole('button', { name: '约检' }).click();
    await expect(schedule.getByText('此项为必填项')).toBeVisible();
    await schedule.getByLabel('检验人员').fill('周建平');
    await schedule.getByRole('button', { name: '约检' }).click();
    await expect(toast(page, 'success', '已约检')).toBeVisible();
    await expect(detail.locator('[data-state]')).toHaveText('已约检');
    await expect(detail).toContainText('周建平');

    const result = page.getByTestId('result-form');
    await expect(result.getByLabel('检验结论')).toHaveValue('meets');
    // The proposed next date says the rule it came from (docs/inspection-processing.md, "Next inspection dates").
    await expect(result.getByTestId('next-check-rule')).toContainText('依据：锅炉 外部检验每年一次');
    await expect(result.getByTestId('next-check-reason')).toHaveCount(0);
    // A failing conclusion asks for the rectification deadline of the opinion notice; this boiler passes.
    await result.getByLabel('检验结论').selectOption('not_meets');
    await expect(result.getByTestId('rectify-deadline').getByLabel('整改期限')).toBeVisible();
    await saveFullScreen(page, 'inspection-processing-result-form');
    await result.getByLabel('检验结论').selectOption('meets');
    await expect(result.getByTestId('rectify-deadline')).toHaveCount(0);
    await result.getByTestId('result-submit').click();
    await expect(toast(page, 'success', '已录入检验结果')).toBeVisible();
    await expect(detail.locator('[data-state]')).toHaveText('报告编制中');

    // 审核批准 is another person: the auditor who recorded the result is told whose turn it is.
    await expect(page.getByTestId('processing-action')).toContainText('等待审核批准人员审核并出具报告');
    const applicationId = new URL(page.url()).searchParams.get('id') ?? '';
    await issueAsApprover(browser, applicationId);
    await page.reload();
    await expect(detail.locator('[data-state]')).toHaveText('报告已出具');
    const reportNo = (await page.getByTestId('processing-item').locator('td').nth(6).textContent())?.trim() ?? '';
    expect(reportNo).toMatch(/^NBTJ-GL-/);
    await expect(page.getByTestId('processing-history')).toContainText('周建平');
    await saveFullScreen(page, 'inspection-processing-issued');

    // The unit finds the report and downloads it under its Chinese name.
    const unit = await browser.newContext();
    const unitPage = await unit.newPage();
    await login(unitPage, 'zhenhai');
    await unitPage.goto('/company-service/report-query');
    const reportFilters = unitPage.getByTestId('report-filters');
    await reportFilters.getByLabel('关键字').fill(reportNo);
    await reportFilters.getByRole('button', { name: '查询' }).click();
    const reportRow = unitPage.getByTestId('report-table').locator('tbody tr').filter({ hasText: reportNo });
    await expect(reportRow).toContainText(STEAM_BOILER);
    await expect(reportRow).toContainText('符合要求');
    await saveFullScreen(unitPage, 'report-query');
    const download = unitPage.waitForEvent('download');
    await reportRow.getByTestId('report-file-LLDSJ').click();
    expect((await download).suggestedFilename()).toBe(`检验报告_${reportNo}.pdf`);
    await unit.close();
  });

  test('the auditor returns a submitted application only with a reason', async ({ page }) => {
    await login(page, 'shenhe');
    await page.goto('/inspection-review/applications?state=submitted');
    await waitForList(page, 'processing-table');
    const row = page.getByTestId('processing-table').locator('tbody tr').filter({ hasText: '宁波甬仑精工机械有限公司' });
    await row.getByRole('link', { name: /办理/ }).click();
    const form = page.getByTestId('pre-review-form');
    await form.getByTestId('pre-review-return').click();
    await expect(form.getByText('此项为必填项')).toBeVisible();
    await form.getByLabel('退回原因').fill('请补充起重机械的安装位置及现场联系人');
    await form.getByTestId('pre-review-return').click();
    await expect(toast(page, 'success', '已退回申请')).toBeVisible();
    await expect(page.getByTestId('processing-detail').locator('[data-state]')).toHaveText('退回');
    await expect(page.getByTestId('processing-detail')).toContainText('请补充起重机械的安装位置及现场联系人');
    await saveFullScreen(page, 'inspection-processing-returned');
  });

  test('an enterprise user has no institute menu and the route is refused', async ({ page }) => {
    await login(page, 'qiye');
    await expect(page.getByTestId('side-menu').getByText('报检受理', { exact: true })).toHaveCount(0);
    await page.goto('/inspection-review/applications');
    await expect(page.getByTestId('processing-list')).toHaveCount(0);
  });
});
