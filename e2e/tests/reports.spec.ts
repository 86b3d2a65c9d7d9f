import { expect, test } from '@playwright/test';
import { openMenu, saveFullScreen, smallPdf, waitForList } from '../support/business';
import { DEMO } from '../support/business';
import { login, toast } from '../support/session';

test.describe('reports and re-issue applications', () => {
  test('qiye finds its reports, sees applications in process, and applies to re-issue one; the auditor decides', async ({ page, browser }) => {
    test.slow();
    await login(page, 'qiye');
    await openMenu(page, '企业服务', '报告领取与下载');
    await waitForList(page, 'report-table');
    // At 1440 px every column fits the box: nothing scrolls beneath a pinned 操作 column.
    const tableBox = page.getByTestId('report-table').locator('xpath=..');
    expect(await tableBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    const filters = page.getByTestId('report-filters');
    await filters.getByLabel('关键字').fill(DEMO.elevator.registerCode);
    await filters.getByRole('button', { name: '查询' }).click();
    const rows = page.getByTestId('report-table').locator('tbody tr');
    await expect(rows.first()).toContainText(DEMO.elevator.registerCode);
    await expect(rows.first().getByTestId('report-file-LLDSJ')).toBeVisible();
    await expect(rows.first().getByTestId('report-file-YJTZS')).toHaveCount(0);
    const reportNo = (await rows.first().locator('td').first().textContent())?.trim() ?? '';
    expect(reportNo).toMatch(/^NBTJ-DT-/);
    await saveFullScreen(page, 'reports-query');

    await openMenu(page, '企业服务', '流转中报告');
    await waitForList(page, 'report-flowing-table');
    // Applications still in process show where they stand (60001 may be paid already by the payments journey).
    await expect(page.getByTestId('report-flowing-table')).toContainText(/待缴费|已缴费/);
    await saveFullScreen(page, 'reports-flowing');

    await page.goto(`/company-service/report-query?keyword=${DEMO.elevator.registerCode}`);
    await rows.filter({ hasText: reportNo }).getByRole('link', { name: '申请补发' }).click();
    const form = page.getByTestId('reissue-form');
    await expect(form.getByLabel('报告编号')).toHaveValue(reportNo);
    await form.getByTestId('reissue-submit').click();
    await expect(form.getByText('此项为必填项')).toBeVisible();
    await form.getByLabel('申请处理方式').selectOption('change_note');
    await form.getByLabel('申请原因').fill('报告中使用地点填写有误，应为主楼东侧电梯厅');
    await form.getByTestId('attachment-input').setInputFiles({ name: '使用地点更正依据.pdf', mimeType: 'application/pdf', buffer: smallPdf('place') });
    await expect(form.getByTestId('attachment-uploader')).toContainText('使用地点更正依据.pdf');
    await saveFullScreen(page, 'reissue-form');
    await form.getByTestId('reissue-submit').click();
    await expect(toast(page, 'success', '补发申请已提交')).toBeVisible();
    await expect(page.getByTestId('reissue-detail')).toContainText('已提交');
    await expect(page.getByTestId('reissue-attachments')).toContainText('使用地点更正依据.pdf');
    await saveFullScreen(page, 'reissue-detail');

    const auditor = await browser.newContext();
    const review = await auditor.newPage();
    await login(review, 'shenhe');
    await openMenu(review, '报检受理', '补发申请审核');
    await waitForList(review, 'reissue-review-table');
    await review.getByTestId('reissue-review-table').locator('tbody tr').filter({ hasText: '使用地点填写有误' }).getByRole('link', { name: '审核' }).click();
    await expect(review.getByTestId('reissue-review-detail')).toContainText(reportNo);
    // The auditor reads the unit's supporting document with the application.
    await expect(review.getByTestId('reissue-review-attachments')).toContainText('使用地点更正依据.pdf');
    await review.getByTestId('reissue-approve').click();
    await expect(toast(review, 'success', '已通过该补发申请')).toBeVisible();
    await expect(review.getByTestId('reissue-review-detail')).toContainText('出具更改说明单');
    await saveFullScreen(review, 'reissue-review');
    await auditor.close();

    await page.goto('/company-service/reissue-list');
    await waitForList(page, 'reissue-table');
    await expect(page.getByTestId('reissue-table').locator('tbody tr').filter({ hasText: '使用地点填写有误' })).toContainText('已通过');
  });
});
