import { expect, test, type Page } from '@playwright/test';
import { saveFullScreen, waitForList } from '../support/business';
import { login, saveScreen, toast } from '../support/session';

/** CAPTCHA_FIXED_ANSWER of the e2e server (playwright.config.ts): every captcha draws it. */
const CAPTCHA = '7K4W';
/** An account only this journey uses: the administrator creates it, its holder forgets the password. */
const APPLICANT = { loginName: 'yuelan_anquan', name: '周安全', unit: '宁波悦澜酒店管理有限公司', unitId: '20002', mobile: '13967801234' };
const INITIAL_PASSWORD = 'Yuelan@2024';
const NEW_PASSWORD = 'Anquan#2025';

/** The newest code the platform "sent" to `mobile`, read on the demo outbox page like a phone. */
async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  await page.goto(`/sms-outbox?mobile=${mobile}`);
  const latest = page.getByTestId('outbox-messages').locator('tbody tr').first();
  await expect(latest).toContainText('验证码');
  return /验证码(\d{6})/.exec(await latest.innerText())?.[1] ?? '';
}

test.describe('password reset', () => {
  test('a user applies for a reset, shenhe approves it, the user signs in with the new password and works', async ({ page, browser }) => {
    test.slow();
    // The administrator gives the unit a new account (whose holder will forget its password).
    const office = await browser.newContext();
    const admin = await office.newPage();
    await login(admin, 'admin');
    await admin.goto(`/account/add-account?unitId=${APPLICANT.unitId}`);
    const accountForm = admin.getByTestId('account-form');
    await accountForm.getByLabel('登录账号').fill(APPLICANT.loginName);
    await accountForm.getByLabel('初始密码').fill(INITIAL_PASSWORD);
    await accountForm.getByLabel('姓名').fill(APPLICANT.name);
    await accountForm.getByLabel('手机号码').fill(APPLICANT.mobile);
    await accountForm.getByLabel('企业用户').check({ force: true });
    await accountForm.getByTestId('account-save').click();
    await expect(toast(admin, 'success', '账号已创建')).toBeVisible();
    await office.close();

    // The applicant, signed out, follows 忘记密码 from the login page.
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/\/resetPassword$/);
    const form = page.getByTestId('reset-form');
    await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
    await saveFullScreen(page, 'password-reset-01-empty');

    // Bad input: the spec's messages, nothing sent.
    await form.getByTestId('reset-submit').click();
    await expect(form.getByText('此项为必填项').first()).toBeVisible();
    await form.getByLabel('手机号码').fill('1396780123');
    await form.locator('input[name=password]').fill('abc12345');
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByText('请输入符合规则的密码')).toBeVisible();
    await saveFullScreen(page, 'password-reset-02-bad-input');

    await form.getByLabel('登录账号').fill(APPLICANT.loginName);
    await form.getByLabel('姓名').fill(APPLICANT.name);
    await form.getByLabel('所属单位').fill(APPLICANT.unit);
    await form.getByLabel('手机号码').fill(APPLICANT.mobile);
    await form.getByLabel('图形验证码').fill(CAPTCHA);
    await expect(form.getByTestId('reset-check')).toContainText('已找到账号，手机号码 139****1234');
    await form.getByTestId('send-sms-code').click();
    await expect(toast(page, 'success', '验证码已发送至139****1234')).toBeVisible();

    const phone = await browser.newPage();
    const code = await codeFromOutbox(phone, APPLICANT.mobile);
    expect(code).toMatch(/^\d{6}$/);

    await form.getByLabel('短信验证码').fill(code);
    await form.getByLabel('申请原因').fill('忘记密码，无法登录');
    await form.locator('input[name=password]').fill(NEW_PASSWORD);
    await form.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await saveFullScreen(page, 'password-reset-03-filled');
    await form.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/resetSuccess\?no=CZ\d{11}$/);
    await expect(page.getByTestId('reset-success')).toContainText('密码重置申请已提交');
    await expect(page.getByTestId('reset-success')).toContainText(/受理编号：CZ\d{11}/);
    await saveScreen(page, 'password-reset-04-success');

    // Not in force before the review.
    await page.goto('/login');
    await page.getByLabel('用户名', { exact: true }).fill(APPLICANT.loginName);
    await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await expect(page.getByTestId('shell')).toHaveCount(0);

    // shenhe sees it on the desk and in the check list, and approves it.
    const institute = await browser.newContext();
    const auditor = await institute.newPage();
    await login(auditor, 'shenhe');
    await expect(auditor.getByTestId('desk-resets')).toContainText(APPLICANT.name);
    await saveFullScreen(auditor, 'password-reset-05-desk');
    await auditor.goto('/account/reset-password-check-list');
    await waitForList(auditor, 'reset-check-table');
    const row = auditor.getByTestId('reset-check-table').locator('tbody tr', { hasText: APPLICANT.loginName });
    await expect(row).toContainText('139****1234');
    await expect(row).toContainText('待审核');
    await saveFullScreen(auditor, 'password-reset-06-check-list');
    await row.getByRole('link', { name: '审核' }).click();
    const detail = auditor.getByTestId('reset-detail');
    await expect(detail).toContainText(APPLICANT.unit);
    await expect(detail).toContainText('忘记密码，无法登录');
    // Rejecting needs an opinion.
    await auditor.getByTestId('audit-reject').click();
    await expect(auditor.getByTestId('audit-decision').getByText('此项为必填项')).toBeVisible();
    await saveFullScreen(auditor, 'password-reset-07-detail');
    await auditor.getByTestId('audit-decision').getByLabel('审核意见').fill('已电话核实本人');
    await auditor.getByTestId('audit-approve').click();
    await expect(toast(auditor, 'success', '已审核通过')).toBeVisible();
    const record = auditor.getByTestId('audit-record');
    await expect(record).toContainText('已通过');
    await expect(record).toContainText('陈审核');
    await expect(record).toContainText('已电话核实本人');
    await saveFullScreen(auditor, 'password-reset-08-approved');
    await auditor.goto('/account/reset-password-query-list');
    await waitForList(auditor, 'reset-query-table');
    await expect(auditor.getByTestId('reset-query-table').locator('tbody tr', { hasText: APPLICANT.loginName })).toContainText('已通过');
    await saveFullScreen(auditor, 'password-reset-09-query-list');
    await institute.close();

    // The applicant is told by SMS and signs in with the new password: it was chosen on the reset
    // form under the password rules, so no second change is asked for.
    await phone.goto(`/sms-outbox?mobile=${APPLICANT.mobile}`);
    await expect(phone.getByTestId('outbox-messages').locator('tbody tr').first()).toContainText('审核通过');
    await phone.close();
    await login(page, APPLICANT.loginName, NEW_PASSWORD);
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(page.getByTestId('forced-password-dialog')).toHaveCount(0);
    await saveScreen(page, 'password-reset-10-signed-in');
  });
});
