import { expect, test } from '@playwright/test';
import { DEMO, equipmentRows, waitForList } from '../support/business';
import { login, saveScreen, sideMenu, tagsBar, toast } from '../support/session';

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

  test('two files of one category open as two tags named after the files', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/equipment/query-comprehensive?categoryCode=3000');
    await waitForList(page, 'equipment-table');
    const open = async (registerCode: string) => {
      await page.goto('/equipment/query-comprehensive?categoryCode=3000');
      await equipmentRows(page).filter({ hasText: registerCode }).getByRole('link', { name: '查看' }).click();
      await expect(page).toHaveURL(/\/equipment\/detail\/elevator\?id=/);
      await expect(page.locator('[data-page]:visible').getByTestId('equipment-detail')).toContainText(registerCode);
    };
    await open(DEMO.overdueElevator.registerCode);
    await open(DEMO.elevator.registerCode);
    const files = tagsBar(page).locator('[data-tag^="/equipment/detail/elevator"]');
    await expect(files).toHaveCount(2);
    const names = await files.allInnerTexts();
    expect(names[0]).not.toBe(names[1]);
    expect(names.every((name) => name.trim() !== '电梯档案')).toBe(true);
    // Both are 曳引驱动乘客电梯: the unit's own numbers tell them apart.
    expect(names.join('|')).toContain(DEMO.overdueElevator.unitInternalNo);
    expect(names.join('|')).toContain(DEMO.elevator.unitInternalNo);
    await saveScreen(page, 'tags-two-files');
  });

  test('filter text typed but not yet searched survives switching tabs', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/equipment/query-comprehensive');
    await waitForList(page, 'equipment-table');
    const keyword = page.getByTestId('equipment-filters').getByLabel('关键字');
    await keyword.fill('客梯');
    await tagsBar(page).getByRole('tab').first().click();
    await expect(page).toHaveURL(/\/home$/);
    await tagsBar(page).getByRole('tab', { name: '设备综合查询' }).click();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
    await expect(page.getByTestId('equipment-filters').getByLabel('关键字')).toHaveValue('客梯');
  });

  test('a new device form starts in 浙江省 宁波市, says when the network is down, keeps the form, and closes its tag once saved', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/equipment/query-comprehensive');
    await page.getByRole('link', { name: '新增设备' }).click();
    await expect(page).toHaveURL(/\/equipment\/device-info-new\?mode=add/);
    const form = page.getByTestId('device-form');
    await expect(form.locator('select[name="areaCode.province"]')).toHaveValue('330000');
    await expect(form.locator('select[name="areaCode.city"]')).toHaveValue('330200');
    await form.locator('select[name="categoryCode"]').selectOption('3000');
    await form.locator('select[name="subTypeCode"]').selectOption('3110');
    await form.locator('input[name="name"]').fill('离线保存测试电梯');
    await form.locator('input[name="usePlace"]').fill('鄞州区天童南路 588 号');
    await form.locator('select[name="areaCode.district"]').selectOption('330212');
    // 维保单位电话 is a phone number: "10" is not.
    await form.locator('input[name="param.maintenancePhone"]').fill('10');
    await page.getByTestId('save-draft').click();
    await expect(form.getByText('请输入正确的手机号码或固定电话')).toBeVisible();
    await form.locator('input[name="param.maintenancePhone"]').fill('0574-87705512');

    await page.context().setOffline(true);
    await page.getByTestId('save-draft').click();
    await expect(toast(page, 'error', '网络已断开')).toBeVisible();
    await expect(form.locator('input[name="name"]')).toHaveValue('离线保存测试电梯');
    await saveScreen(page, 'device-form-offline');
    await page.context().setOffline(false);
    await page.getByTestId('save-draft').click();
    await expect(page).toHaveURL(/\/equipment\/detail\/elevator\?id=/);
    await expect(page.locator('[data-page]:visible').getByTestId('equipment-detail')).toContainText('离线保存测试电梯');
    await expect(tagsBar(page).locator('[data-tag^="/equipment/device-info-new"]')).toHaveCount(0);
    await expect(tagsBar(page).getByRole('tab', { selected: true })).toContainText('离线保存测试电梯');
    // Saved once: the offline attempt did not go through later on its own.
    await page.goto('/equipment/query-comprehensive?keyword=离线保存测试电梯');
    await waitForList(page, 'equipment-table');
    await expect(equipmentRows(page)).toHaveCount(1);
  });
});
