import { expect, test } from '@playwright/test';
import { login, saveScreen, sideMenu, submitLogin, toast } from '../support/session';

test.describe('login', () => {
  test('the login page looks like the product and refuses a wrong password', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('宁波市特种设备企业服务平台 - 登录');
    await expect(page.getByTestId('login-card')).toBeVisible();
    await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
    await saveScreen(page, 'login');

    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();

    await submitLogin(page, 'qiye', 'Wrong@2024');
    await expect(toast(page, 'error')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('enterprise user qiye sees the enterprise menu and the welcome line', async ({ page }) => {
    await login(page, 'qiye');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('宁波市特种设备企业服务平台 - 工作台');
    await expect(page.getByTestId('product-title')).toHaveText('宁波市特种设备企业服务平台');
    await expect(page.getByTestId('welcome-line')).toContainText('欢迎登录');
    await expect(sideMenu(page).getByText('设备管理')).toBeVisible();
    await expect(sideMenu(page).getByText('企业服务')).toBeVisible();
    await expect(sideMenu(page).getByText('账号管理')).toHaveCount(0);
    // The company-service group is open by default.
    await expect(sideMenu(page).getByText('网上报检')).toBeVisible();
    await saveScreen(page, 'home-enterprise');
  });

  test('institute auditor shenhe sees the account audit menu, home tag last', async ({ page }) => {
    await login(page, 'shenhe');
    await expect(sideMenu(page).getByText('账号管理')).toBeVisible();
    await expect(sideMenu(page).getByText('设备管理')).toHaveCount(0);
    await sideMenu(page).getByText('账号管理').click();
    await sideMenu(page).getByText('注册确认').click();
    await expect(page).toHaveURL(/\/account\/check$/);
    const tags = page.getByTestId('tags-bar').getByRole('tab');
    await expect(tags).toHaveCount(2);
    await expect(tags.last()).toHaveAttribute('data-tag', '/home');
    await saveScreen(page, 'home-institute');
  });

  test('administrator admin signs in with the first of several roles', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByTestId('current-role')).not.toBeEmpty();
    await saveScreen(page, 'home-admin');
  });

  test('enterprise user zhenhai signs in', async ({ page }) => {
    await login(page, 'zhenhai');
    await expect(sideMenu(page).getByText('设备管理')).toBeVisible();
    await expect(page.getByTestId('welcome-line')).toContainText('欢迎登录');
  });

  test('a visitor is sent to login and comes back to the wanted page', async ({ page }) => {
    await page.goto('/elevatorDetection/compliance?page=2');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitLogin(page, 'qiye', 'Demo@2024');
    await expect(page).toHaveURL(/\/elevatorDetection\/compliance\?page=2$/);
    await expect(page.getByTestId('compliance-list')).toBeVisible();
  });
});
