import { expect, test } from '@playwright/test';
import { login, openUserMenu, saveScreen, sideMenu } from '../support/session';

test.describe('shell', () => {
  test('script errors are logged, counted in the badge and listed on the error-log page', async ({ page }) => {
    await login(page, 'qiye');
    await expect(page.getByTestId('error-count')).toHaveCount(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e 测试脚本错误');
      }, 0);
    });
    await expect(page.getByTestId('error-count')).toHaveText('1');

    await page.getByTestId('error-badge').click();
    await expect(page).toHaveURL(/\/error_logger_page$/);
    await expect(page).toHaveTitle('宁波市特种设备企业服务平台 - 错误日志');
    const tables = page.getByRole('table');
    await expect(tables.first()).toContainText('e2e 测试脚本错误');
    await expect(tables.first()).toContainText('脚本错误');
    // The server has the same entry in this user's error log.
    await expect(tables.nth(1)).toContainText('e2e 测试脚本错误');
    await saveScreen(page, 'error-log');

    // The date filter lives in the URL (replaced, not pushed) and an empty range says so.
    await page.getByLabel('开始日期').fill('2000-01-01');
    await page.getByLabel('结束日期').fill('2000-01-31');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/from=2000-01-01&to=2000-01-31/);
    await expect(page.getByTestId('error-log-empty')).toHaveText('暂无错误日志');
    await page.reload();
    await expect(page.getByLabel('开始日期')).toHaveValue('2000-01-01');
    await expect(page.getByTestId('error-log-empty')).toBeVisible();
  });

  test('the side menu folds, and stays folded for the session', async ({ page }) => {
    await login(page, 'qiye');
    const menu = sideMenu(page);
    await expect(menu).toHaveAttribute('data-collapsed', 'false');
    expect((await menu.boundingBox())?.width).toBe(212);
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await saveScreen(page, 'menu-collapsed');
    await page.reload();
    await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'true');
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toHaveAttribute('data-collapsed', 'false');
  });

  test('full screen has its tooltip and the header switches to English', async ({ page }) => {
    await login(page, 'qiye');
    await page.getByTestId('fullscreen-toggle').hover();
    await expect(page.getByRole('tooltip')).toHaveText('全屏');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('product-title')).toHaveText('Ningbo Special Equipment Enterprise Service Platform');
    await expect(sideMenu(page).getByText('Equipment', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Ningbo Special Equipment Enterprise Service Platform - Work desktop');
    await saveScreen(page, 'home-en-us');
    await page.reload();
    await expect(page.getByTestId('product-title')).toHaveText(/^Ningbo/);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByTestId('product-title')).toHaveText('宁波市特种设备企业服务平台');
  });

  test('reload renews the current view and back-to-top returns to the top', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/system/account');
    const name = page.getByTestId('profile-form').getByLabel('姓名');
    await expect(name).not.toHaveValue('');
    const saved = await name.inputValue();
    await name.fill('还没保存');
    await page.getByTestId('reload-view').click();
    await expect(page.getByTestId('profile-form').getByLabel('姓名')).toHaveValue(saved);

    await page.setViewportSize({ width: 1280, height: 480 });
    const frame = page.locator('[data-page="/system/account"]');
    await frame.evaluate((element) => element.scrollTo({ top: 600 }));
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => frame.evaluate((element) => element.scrollTop), { timeout: 3000 }).toBe(0);
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  });
});
