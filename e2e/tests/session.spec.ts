import { expect, test } from '@playwright/test';
import { describeTroubles, watchPage, type Trouble } from '../support/page-watch';
import { login, openUserMenu, saveScreen, sideMenu, submitLogin, toast } from '../support/session';

test.describe('session flows', () => {
  test('admin switches role and the menu follows', async ({ page }) => {
    await login(page, 'admin');
    const role = page.getByTestId('current-role');
    const before = (await role.textContent()) ?? '';
    const hadEquipment = (await sideMenu(page).getByText('设备管理').count()) > 0;

    await page.goto('/system/account');
    await openUserMenu(page);
    const other = page.locator('[data-testid^="role-"]').filter({ hasNotText: before });
    await expect(other.first()).toBeVisible();
    await saveScreen(page, 'user-menu');
    await other.first().click();

    await expect(role).not.toHaveText(before);
    await expect(toast(page, 'success', '已切换为')).toBeVisible();
    await expect(sideMenu(page).getByText('设备管理')).toHaveCount(hadEquipment ? 0 : 1);
    // Role switch closes every tag but home; the account page is open to both roles, so it stays.
    await expect(page).toHaveURL(/\/system\/account$/);
    await expect(page.getByTestId('tags-bar').getByRole('tab')).toHaveCount(2);
    await saveScreen(page, 'role-switched');
  });

  test('logout closes the tags, goes to login and says so', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/worker/query');
    await openUserMenu(page);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'success', '退出成功')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, 'qiye', 'Demo@2024');
    await expect(page.getByTestId('tags-bar').getByRole('tab')).toHaveCount(1);
  });

  test('weak must change the password before using the platform', async ({ page }) => {
    // Nothing behind the dialog asks what the server refuses until the password changes (no 403 in
    // the console), the header names no company it cannot read yet (not the person either), and the
    // sign-out after the change does not end again the session the change has ended (no 401).
    const troubles: Trouble[] = [];
    watchPage(page, () => 'forced password change', troubles);
    await login(page, 'weak', '123456');
    const dialog = page.getByTestId('forced-password-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('welcome-line')).toHaveText(/欢迎登录$/);
    await expect(page.getByTestId('user-menu')).toContainText('林晓东');

    // 关闭 logs out instead of letting the user in.
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'success', '退出成功')).toBeVisible();

    await submitLogin(page, 'weak', '123456');
    await expect(dialog).toBeVisible();
    // No page behind the dialog asks the server, which would refuse it until the password changes.
    await expect(page.getByTestId('error-count')).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await expect(dialog.getByTestId('password-hints')).toContainText('至少包含一个大写字母');

    // The mask does not close it.
    await page.mouse.click(10, 10);
    await expect(dialog).toBeVisible();

    await dialog.locator('input[name=oldPassword]').fill('123456');
    await dialog.locator('input[name=newPassword]').fill('abc');
    await expect(dialog.getByText('请输入符合规则的密码')).toBeVisible();
    await dialog.locator('input[name=newPassword]').fill('Ningbo@2025');
    await dialog.locator('input[name=newPasswordCheck]').fill('Ningbo@2026');
    await saveScreen(page, 'forced-password');
    await dialog.getByRole('button', { name: '确定' }).click();
    const mismatch = page.getByTestId('mismatch-dialog');
    await expect(mismatch).toContainText('两次输入的新密码不一致');
    await expect(mismatch.getByRole('heading', { name: '提示' })).toBeVisible();
    await mismatch.getByRole('button', { name: '确定' }).click();

    await dialog.locator('input[name=newPasswordCheck]').fill('Ningbo@2025');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'success', '密码修改成功，请重新登录')).toBeVisible();

    await submitLogin(page, 'weak', 'Ningbo@2025');
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(page.getByTestId('forced-password-dialog')).toHaveCount(0);
    expect(troubles, describeTroubles(troubles)).toEqual([]);
  });

});
