import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/business';
import { login, toast } from '../support/session';

const SHOTS = process.env.PORTAL_E2E_SHOTS ?? '/tmp/shots-A';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The overdue 2号客梯 of 宁波悦澜 (qiye): demo id 30102, 18 floors, so 560 + 13 × 56 = 1288 元. */
const OVERDUE_ID = '30102';

async function fillSite(page: Page) {
  const form = page.getByTestId('inspection-application-form');
  await form.getByLabel('现场联系人').fill('李强');
  await form.getByLabel('联系人手机').fill('13857436021');
  await form.getByLabel('检验地址').fill('宁波市鄞州区天童北路1088号悦澜酒店');
  await form.getByLabel('省').selectOption({ label: '浙江省' });
  await form.getByLabel('市').selectOption({ label: '宁波市' });
  await form.getByLabel('区(县)').selectOption({ label: '鄞州区' });
}

test.describe('inspection applications', () => {
  test('qiye applies for the overdue elevator: saves, edits, submits, finds it, and a second one is refused', async ({ page }) => {
    test.slow();
    await login(page, 'qiye');

    // The landing page: the kinds as entry cards and the recent applications.
    await page.goto('/company-service/online-apply');
    await expect(page.getByTestId('apply-card-periodic')).toBeVisible();
    await expect(page.getByTestId('recent-applications')).toBeVisible();
    await shot(page, 'online-apply');

    // The entry point of the equipment pages: the form with the elevator chosen, its fee quoted.
    await page.goto(`/company-service/online-apply-form?equipmentIds=${OVERDUE_ID}`);
    const form = page.getByTestId('inspection-application-form');
    await expect(form.getByTestId('chosen-row')).toHaveCount(1);
    await expect(form.getByTestId('chosen-row')).toContainText(DEMO.overdueElevator.registerCode);
    await expect(form.getByTestId('check-verdict')).toHaveText('所选设备均可报检');
    await expect(form.getByTestId('fee-total')).toHaveText('合计：1288.00 元');

    // Bad input stays on the page with the field's message.
    await form.getByLabel('联系人手机').fill('1385743');
    await form.getByTestId('save-draft').click();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await fillSite(page);
    await form.getByLabel('发票抬头').fill('宁波悦澜酒店管理有限公司');
    await shot(page, 'online-apply-form');
    await form.getByTestId('save-draft').click();
    await expect(toast(page, 'success', '保存成功')).toBeVisible();

    // The detail: a draft with its fee and history.
    await expect(page).toHaveURL(/\/company-service\/online-apply-detail\?id=/);
    const detail = page.getByTestId('inspection-application-detail');
    await expect(detail).toContainText('草稿');
    await expect(page.getByTestId('application-fee')).toHaveText('1288.00');
    const number = (await page.getByTestId('application-no').textContent())!.trim();
    const detailUrl = page.url();
    expect(number).toMatch(/^BJ\d{13}$/);

    // Edit: mark it urgent (the fee follows), then submit from the form.
    await detail.getByRole('link', { name: '修改' }).click();
    await expect(page).toHaveURL(/\/company-service\/online-apply-edit\?id=/);
    const edit = page.getByTestId('inspection-application-form');
    await expect(edit.getByLabel('现场联系人')).toHaveValue('李强');
    await edit.getByText('加急检验（加收服务费）').click();
    await expect(edit.getByTestId('fee-total')).toHaveText('合计：1545.60 元');
    await edit.getByLabel('备注').fill('请上午到场，联系保安室');
    await edit.getByTestId('submit').click();
    await expect(toast(page, 'success', '提交成功')).toBeVisible();
    await expect(page.getByTestId('inspection-application-detail')).toContainText('已提交');
    await expect(page.getByTestId('inspection-application-detail').getByRole('link', { name: '修改' })).toHaveCount(0);
    await shot(page, 'online-apply-detail');

    // The query: found by state, with its number.
    await page.goto('/company-service/online-apply-query');
    const filters = page.getByTestId('inspection-filters');
    await filters.getByLabel('办理状态').selectOption({ label: '已提交' });
    await filters.getByRole('button', { name: '查询' }).click();
    const row = page.getByTestId('inspection-table').locator('tbody tr').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已提交');
    await shot(page, 'online-apply-query');

    // A second application for the same elevator: the check says why, and a submit is refused.
    await page.goto(`/company-service/online-apply-form?equipmentIds=${OVERDUE_ID}`);
    const second = page.getByTestId('inspection-application-form');
    await expect(second.getByTestId('equipment-problem')).toContainText(`已在报检申请 ${number}`);
    await fillSite(page);
    await second.getByTestId('submit').click();
    await expect(toast(page, 'error')).toContainText('已在报检申请');
    await expect(page).toHaveURL(/online-apply-form/);
    await shot(page, 'online-apply-refused');

    // Cancelled, the application frees the elevator again (the journey applies for it next).
    await page.goto(detailUrl);
    await page.getByTestId('cancel-application').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消申请' }).click();
    await expect(toast(page, 'success', '报检申请已取消')).toBeVisible();
    await expect(page.getByTestId('inspection-application-detail')).toContainText('已取消');
    await page.goto(`/company-service/online-apply-form?equipmentIds=${OVERDUE_ID}`);
    await expect(page.getByTestId('check-verdict')).toHaveText('所选设备均可报检');
  });

  test('the site contact completes a draft on the public page by its authorisation link', async ({ page, browser }) => {
    test.slow();
    await login(page, 'qiye');
    await page.goto('/company-service/online-apply-detail?id=60002');
    const detail = page.getByTestId('inspection-application-detail');
    await expect(detail).toContainText('草稿');
    await detail.getByTestId('issue-auth-link').click();
    const link = (await page.getByTestId('auth-link-url').textContent())!.trim();
    expect(link).toContain('/onlineApply?authCode=');
    await shot(page, 'online-apply-auth-link');

    // A phone without a session opens only this application.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const contact = await phone.newPage();
    await contact.goto(link);
    const form = contact.getByTestId('online-apply-public');
    await expect(form).toContainText('承压热水锅炉');
    await form.getByLabel('现场联系人').fill('陈工');
    await form.getByLabel('联系人手机').fill('13967812345');
    await shot(contact, 'online-apply-public');
    await form.getByTestId('submit').click();
    await expect(contact.getByTestId('online-apply-done')).toBeVisible();
    await shot(contact, 'online-apply-public-done');

    // The code died with the submit.
    await contact.goto(link);
    await expect(contact.getByTestId('online-apply-invalid')).toBeVisible();
    await contact.goto('/onlineApply?authCode=not-a-code');
    await expect(contact.getByTestId('online-apply-invalid')).toBeVisible();
    await phone.close();

    await page.reload();
    await expect(page.getByTestId('inspection-application-detail')).toContainText('已提交');
  });
});
