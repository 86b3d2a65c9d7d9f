import { expect, test } from '@playwright/test';
import { login, toast } from '../support/session';
import { mintSsoToken } from '../support/sso';

test.describe('single sign-on', () => {
  test('a valid token signs in without the login page', async ({ page }) => {
    await page.goto(`/ssologin?ssotoken=${encodeURIComponent(mintSsoToken('zhenhai'))}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText('企业用户');
  });

  test('ssologin works even while another user is signed in', async ({ page }) => {
    await login(page, 'shenhe');
    await page.goto(`/ssologin?ssotoken=${encodeURIComponent(mintSsoToken('qiye'))}`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('current-role')).toHaveText('企业用户');
  });

  test('a forged token ends on the login page with the platform message', async ({ page }) => {
    await page.goto('/ssologin?ssotoken=qiye.9999999999999.forged');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'error')).toBeVisible();
  });
});
