import { expect, test } from '@playwright/test';
import { login, saveScreen } from '../support/session';

test.describe('access rules', () => {
  test('the auditor is refused a page outside the role with the 401 page', async ({ page }) => {
    await login(page, 'shenhe');
    await page.goto('/equipment/overview');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByTestId('error-401')).toBeVisible();
    await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await saveScreen(page, 'error-401');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-404')).toBeVisible();
    await expect(page).toHaveTitle('宁波市特种设备企业服务平台 - 页面不存在');
    await saveScreen(page, 'error-404');
  });

  test('a signed-in user who opens login goes home', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a detail page opened without its record says so inside the shell', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/company-service/check-install/detail');
    await expect(page.getByTestId('shell')).toBeVisible();
    const shown = page.locator('[data-page]:visible');
    await expect(shown.getByTestId('empty-state')).toContainText('未指定要查看的记录');
    await expect(shown.getByTestId('under-construction')).toHaveCount(0);
    await expect(page.getByTestId('breadcrumbs')).toContainText('企业服务');
  });
});
