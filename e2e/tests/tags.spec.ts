import { expect, test } from '@playwright/test';
import { login, saveScreen, sideMenu, tagsBar } from '../support/session';

test.describe('tags', () => {
  test('a typed form value survives switching tabs', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/system/account');
    const name = page.getByTestId('profile-form').getByLabel('姓名');
    await expect(name).not.toHaveValue('');
    await name.fill('临时输入的姓名');

    await sideMenu(page).getByText('设备管理').click();
    await sideMenu(page).getByText('设备概况').click();
    await expect(page).toHaveURL(/\/equipment\/overview$/);
    await expect(page.getByTestId('equipment-overview')).toContainText('设备概况');

    await tagsBar(page).getByRole('tab', { name: '账号信息维护' }).click();
    await expect(page).toHaveURL(/\/system\/account$/);
    await expect(page.getByTestId('profile-form').getByLabel('姓名')).toHaveValue('临时输入的姓名');
  });

  test('close others asks first, keeps home and the current tag', async ({ page }) => {
    await login(page, 'qiye');
    for (const path of ['/equipment/overview', '/worker/query', '/company-info/maintain', '/system/account']) {
      await page.goto(path);
      await expect(tagsBar(page).getByRole('tab', { selected: true })).toHaveAttribute('data-tag', path);
    }
    const tabs = tagsBar(page).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.first()).toHaveAttribute('data-tag', '/home');
    await saveScreen(page, 'account-with-tags');

    await tabs.filter({ hasText: '人员查询' }).click({ button: 'right' });
    await page.getByTestId('tag-context-menu').getByText('关闭其他').click();
    const dialog = page.getByTestId('confirm-close-dialog');
    await expect(dialog).toContainText('确定要关闭这些页面吗？');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(tabs).toHaveCount(2);
    await expect(page).toHaveURL(/\/worker\/query$/);
  });

  test('closing the active tag moves to a neighbour, close all goes home', async ({ page }) => {
    await login(page, 'qiye');
    const tabs = tagsBar(page).getByRole('tab');
    await page.goto('/equipment/overview');
    await expect(tabs).toHaveCount(2);
    await page.goto('/worker/query');
    await expect(tabs).toHaveCount(3);
    await tabs.filter({ hasText: '人员查询' }).getByTestId('tag-close').click();
    await expect(page).toHaveURL(/\/equipment\/overview$/);
    await expect(tabs).toHaveCount(2);

    await page.getByTestId('tags-dropdown').click();
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tabs).toHaveCount(1);
  });

  test('the same page with another record opens another tag', async ({ page }) => {
    await login(page, 'qiye');
    const details = tagsBar(page).getByRole('tab', { name: '使用登记详情' });
    await page.goto('/use-record/detail?id=1');
    await expect(details).toHaveCount(1);
    await page.goto('/use-record/detail?id=2');
    await expect(details).toHaveCount(2);
    await expect(tagsBar(page).getByRole('tab', { selected: true })).toHaveAttribute('data-tag', '/use-record/detail?id=2');
  });
});
