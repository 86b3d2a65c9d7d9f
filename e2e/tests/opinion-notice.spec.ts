import { expect, test } from '@playwright/test';
import { issueAsApprover } from '../support/approval';
import { saveFullScreen, smallPdf } from '../support/business';
import { login, toast } from '../support/session';

/** 宏泰's liquid-ammonia tank, seeded failed (不符合要求) with its opinion notice out: application 60022. */
const APPLICATION = '60022';
const TANK = '21503302112018060022';
const RECTIFICATION = '已重新校验安全阀并更换液位计玻璃板，罐体接地线已恢复并检测合格。';

test.describe('the failed-inspection branch: 意见通知书 → 整改反馈 → 复检 → report', () => {
  test('the unit answers the notice with files, the auditor re-inspects and issues the report', async ({ page, browser }) => {
    test.slow();
    await login(page, 'zhenhai');
    await page.goto(`/company-service/online-apply-detail?id=${APPLICATION}`);
    const hint = page.getByTestId('opinion-notice-hint');
    await expect(hint).toContainText('意见通知书');
    await hint.getByRole('link', { name: '查看意见通知书并提交整改反馈' }).click();

    const notice = page.getByTestId('opinion-notice');
    await expect(notice).toContainText('安全阀校验有效期已过');
    await expect(notice).toContainText('整改期限');
    const download = page.waitForEvent('download');
    await notice.getByTestId('report-file-YJTZS').click();
    expect((await download).suggestedFilename()).toMatch(/^特种设备检验意见通知书_NBTJ-RQ-\d{4}-60022\.pdf$/);

    const form = page.getByTestId('rectification-form');
    await form.getByTestId('rectification-submit').click();
    await expect(form.getByText('此项为必填项')).toBeVisible();
    await form.getByLabel('整改情况').fill(RECTIFICATION);
    await form.getByTestId('attachment-input').setInputFiles({ name: '安全阀校验报告.pdf', mimeType: 'application/pdf', buffer: smallPdf('valve') });
    await expect(form.getByTestId('attachment-uploader')).toContainText('安全阀校验报告.pdf');
    await saveFullScreen(page, 'opinion-notice-rectification-form');
    await form.getByTestId('rectification-submit').click();
    await expect(toast(page, 'success', '整改反馈已提交')).toBeVisible();
    await expect(notice).toContainText(RECTIFICATION);
    await expect(page.getByTestId('rectification-form')).toHaveCount(0);
    await expect(page.getByTestId('rectification-attachments')).toContainText('安全阀校验报告.pdf');
    await saveFullScreen(page, 'opinion-notice-rectified');

    // The auditor reads the rectification and its file, schedules the re-inspection and reports it.
    const desk = await (await browser.newContext()).newPage();
    await login(desk, 'shenhe');
    await desk.goto(`/inspection-review/application-detail?id=${APPLICATION}`);
    const detail = desk.getByTestId('processing-detail');
    await expect(detail.locator('[data-state]')).toHaveText('整改反馈');
    await expect(desk.getByTestId('processing-items')).toContainText(TANK);
    await expect(desk.getByTestId('rectification-attachments')).toContainText('安全阀校验报告.pdf');
    await expect(desk.getByTestId('rectification')).toContainText(RECTIFICATION);
    const reinspection = desk.getByTestId('reinspection-form');
    await reinspection.getByLabel('检验人员').fill('周建明');
    await saveFullScreen(desk, 'opinion-notice-review');
    await reinspection.getByTestId('reinspection-submit').click();
    await expect(toast(desk, 'success', '已安排复检')).toBeVisible();
    await expect(detail.locator('[data-state]')).toHaveText('复检');

    const result = desk.getByTestId('result-form');
    await expect(result).toContainText('录入复检结果');
    await expect(result.getByTestId('rectify-deadline')).toHaveCount(0);
    await saveFullScreen(desk, 'opinion-notice-reinspection-result');
    await result.getByTestId('result-submit').click();
    await expect(toast(desk, 'success', '已录入检验结果')).toBeVisible();
    await expect(detail.locator('[data-state]')).toHaveText('报告编制中');
    await issueAsApprover(browser, APPLICATION);
    await desk.reload();
    await expect(detail.locator('[data-state]')).toHaveText('报告已出具');
    await expect(desk.getByTestId('processing-history')).toContainText('整改反馈');

    // The unit's view: the report is out and the rectification stays on the record.
    await page.reload();
    await expect(page.getByTestId('opinion-notice')).toContainText(RECTIFICATION);
    await expect(page.getByTestId('opinion-notice-file')).toHaveCount(0);
    await expect(page.getByTestId('check-online-head')).toContainText('报告已出具');
  });
});
