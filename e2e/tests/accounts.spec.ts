import { expect, test } from '@playwright/test';
import { saveFullScreen, waitForList } from '../support/business';
import { login, toast } from '../support/session';

const ACCOUNT = { loginName: 'hongtai_safety', name: '赵安', unitId: '20003', mobile: '13588812345' };

test.describe('member accounts', () => {
  test('the administrator adds an account with a role, finds it masked in the list, edits, disables and deletes it', async ({ page }) => {
    test.slow();
    await login(page, 'admin');
    await page.goto('/account/manager');
    await waitForList(page, 'account-table');
    const table = page.getByTestId('account-table');
    await expect(table.locator('tbody tr', { hasText: 'qiye' })).toContainText('139****1746');
    await saveFullScreen(page, 'accounts-01-list');

    await page.getByRole('link', { name: '新增账号' }).click();
    await expect(page).toHaveURL(/\/account\/add-account$/);
    const form = page.getByTestId('account-form');
    // Bad input: the spec's messages, nothing created.
    await form.getByLabel('登录账号').fill(ACCOUNT.loginName);
    await form.getByLabel('手机号码').fill('1358881234');
    await form.getByLabel('初始密码').fill('123456');
    await form.getByTestId('account-save').click();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByText('请输入符合规则的密码')).toBeVisible();
    await expect(form.getByText('此项为必填项').first()).toBeVisible();
    await saveFullScreen(page, 'accounts-02-bad-input');

    await form.getByLabel('初始密码').fill('Hongtai@2024');
    await form.getByLabel('姓名').fill(ACCOUNT.name);
    await form.getByLabel('手机号码').fill(ACCOUNT.mobile);
    await form.getByLabel('所属单位编号').fill(ACCOUNT.unitId);
    await form.getByLabel('企业用户').check({ force: true });
    await form.getByTestId('account-save').click();
    await expect(toast(page, 'success', '账号已创建')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/account-detail\?id=/);
    const detail = page.getByTestId('account-detail');
    await expect(detail).toContainText('宁波镇海宏泰化工有限公司');
    await saveFullScreen(page, 'accounts-03-detail');

    // Disable it.
    await page.getByTestId('account-form').getByLabel('账号状态').selectOption({ label: '停用' });
    await page.getByTestId('account-form').getByTestId('account-save').click();
    await expect(toast(page, 'success', '账号已保存')).toBeVisible();
    await expect(detail).toContainText('停用');

    await page.goto(`/account/manager?keyword=${ACCOUNT.loginName}`);
    await waitForList(page, 'account-table');
    const row = table.locator('tbody tr', { hasText: ACCOUNT.loginName });
    await expect(row).toContainText('135****2345');
    await expect(row).toContainText('企业用户');
    await expect(row).toContainText('停用');

    // The administrator cannot delete itself, the last administrator.
    await page.goto('/account/manager?keyword=admin');
    await waitForList(page, 'account-table');
    await page.getByTestId('delete-admin').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
    await expect(toast(page, 'error', '不能删除当前登录的账号')).toBeVisible();

    await page.goto(`/account/manager?keyword=${ACCOUNT.loginName}`);
    await waitForList(page, 'account-table');
    await page.getByTestId(`delete-${ACCOUNT.loginName}`).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
    await expect(toast(page, 'success', '账号已删除')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  test("the auditor has no account management, and the API refuses it", async ({ page }) => {
    await login(page, 'shenhe');
    await expect(page.getByTestId('side-menu').getByText('成员账号管理')).toHaveCount(0);
    const res = await page.request.get('/api/v1/accounts');
    expect(res.status()).toBe(403);
  });
});
