import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { saveFullScreen } from '../support/business';
import { describeTroubles, watchPage, type Trouble } from '../support/page-watch';
import { login, openUserMenu, saveScreen, sideMenu } from '../support/session';

/**
 * The signed-in enterprise portal on a phone, 390 px wide (docs/shell.md, "Phones"): the side menu
 * is a drawer behind the header's menu button, nothing scrolls the page sideways, tables scroll
 * inside their cards, forms are one column, dialogs fit the screen, and axe-core finds no serious
 * or critical WCAG 2.1 AA violation. Last, at 1440 the desktop frame is as it was. Only reads.
 */
const PHONE = { width: 390, height: 844 };
/** A page's data on a busy machine (the product shares it with the other lanes). */
const LOADED = { timeout: 30_000 };

test.use({ viewport: PHONE });

/** The current page's kept-alive frame (the one shown). */
function currentFrame(page: Page): Locator {
  return page.locator('[data-page]:visible');
}

/** Neither the document nor the page's own frame scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(PHONE.width);
  const frame = await currentFrame(page).evaluate((element) => ({ scroll: element.scrollWidth, box: element.clientWidth }));
  expect(frame.scroll).toBeLessThanOrEqual(frame.box);
}

/** axe-core's serious and critical WCAG 2.1 AA violations of the screen, with what the page logged. */
async function expectAccessible(page: Page, name: string, troubles: Trouble[]): Promise<void> {
  await checkAccessibility(page, name, troubles);
  expect(troubles, describeTroubles(troubles)).toEqual([]);
}

/** A table wider than the phone scrolls inside its box, the box stays inside its card, and 操作 is not pinned over it. */
async function expectTableScrollsInsideCard(table: Locator): Promise<void> {
  const box = table.locator('xpath=..');
  const card = table.locator('xpath=ancestor::*[contains(@class, "chakra-card__root")][1]');
  const [boxRect, cardRect] = [await box.boundingBox(), await card.boundingBox()];
  expect(boxRect && cardRect).toBeTruthy();
  expect(boxRect!.x).toBeGreaterThanOrEqual(cardRect!.x);
  expect(boxRect!.x + boxRect!.width).toBeLessThanOrEqual(cardRect!.x + cardRect!.width);
  expect(cardRect!.x + cardRect!.width).toBeLessThanOrEqual(PHONE.width);
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await box.evaluate((element) => element.scrollTo({ left: 200, behavior: 'instant' }));
  expect(await box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const actions = table.getByRole('columnheader', { name: '操作' });
  if ((await actions.count()) > 0) expect(await actions.evaluate((cell) => getComputedStyle(cell).position)).toBe('static');
  await box.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
}

/** Opens `item` (under `group`) from the menu drawer; the drawer closes on the choice. */
async function openFromDrawer(page: Page, group: string, item: string): Promise<void> {
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect(drawer).toBeVisible();
  const link = drawer.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await drawer.getByRole('button', { name: group, exact: true }).click();
  await link.click();
  await expect(drawer).toBeHidden();
}

async function phoneShot(page: Page, name: string): Promise<void> {
  await saveFullScreen(page, `phone-${name}`);
}

test.describe('phone (390 px)', () => {
  test('the work desk, a list, a record and a form fit the phone, with the menu in a drawer', async ({ page }) => {
    test.slow();
    const troubles: Trouble[] = [];
    watchPage(page, () => page.url(), troubles);
    await login(page, 'qiye');

    // 工作台: no side menu beside the page; the header holds the menu button, the title, the unit and the user menu.
    await expect(page.getByText('需要关注的设备')).toBeVisible(LOADED);
    await expect(sideMenu(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: '打开菜单' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByTestId('header-unit')).toHaveText('宁波悦澜酒店管理有限公司');
    await expect(page.getByTestId('header-unit')).toHaveAttribute('title', '宁波悦澜酒店管理有限公司');
    const userMenu = page.getByTestId('user-menu');
    const userBox = await userMenu.boundingBox();
    expect(userBox!.x + userBox!.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '工作台', troubles);
    await phoneShot(page, 'work-desk');

    // The user menu opens within the screen and names the unit in full.
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-identity')).toContainText('宁波悦澜酒店管理有限公司');
    await expect(page.getByTestId('logout')).toBeInViewport();
    await saveScreen(page, 'phone-user-menu');
    await page.keyboard.press('Escape');

    // The drawer: focus moves into it, Escape closes it and gives the focus back to the button.
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(drawer.getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    await saveScreen(page, 'phone-menu-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A list (设备综合查询), reached through the drawer: filters folded, the table scrolls inside its card.
    await openFromDrawer(page, '设备管理', '设备综合查询');
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
    const table = page.getByTestId('equipment-table');
    await expect(table.locator('tbody tr').first()).toBeVisible(LOADED);
    const filters = page.getByTestId('equipment-filters');
    await expect(filters.getByTestId('filters-more')).toBeVisible();
    await expect(filters.getByLabel('注册代码')).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectTableScrollsInsideCard(table);
    await expectAccessible(page, '设备综合查询', troubles);
    await phoneShot(page, 'equipment-list');
    await filters.getByTestId('filters-more').click();
    await expect(filters.getByLabel('注册代码')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await phoneShot(page, 'equipment-list-filters');

    // A record: the equipment file opened from its row; its inspection records scroll in their card.
    await table.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/equipment\/detail\//);
    const records = currentFrame(page).getByRole('table').first();
    await expect(records).toBeVisible(LOADED);
    await expectNoSidewaysScroll(page);
    await expectTableScrollsInsideCard(records);
    await expectAccessible(page, '设备档案', troubles);
    await phoneShot(page, 'equipment-file');

    // A form (定期检验申请): one column; its equipment picker is a dialog that fits the screen.
    await openFromDrawer(page, '企业服务', '定期检验申请');
    const form = page.getByTestId('inspection-application-form');
    const contact = form.getByLabel('现场联系人');
    const phone = form.getByLabel('联系人手机');
    await expect(contact).toBeVisible(LOADED);
    const [contactBox, phoneBox] = [await contact.boundingBox(), await phone.boundingBox()];
    expect(phoneBox!.x).toBe(contactBox!.x);
    expect(phoneBox!.y).toBeGreaterThan(contactBox!.y + contactBox!.height);
    expect(contactBox!.width).toBeGreaterThan(PHONE.width / 2);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '定期检验申请', troubles);
    await phoneShot(page, 'inspection-application-form');

    await page.getByTestId('pick-equipment').click();
    const picker = page.getByRole('dialog');
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('table')).toBeVisible(LOADED);
    const pickerBox = await picker.boundingBox();
    expect(pickerBox!.x).toBeGreaterThanOrEqual(8);
    expect(pickerBox!.x + pickerBox!.width).toBeLessThanOrEqual(PHONE.width - 8);
    expect(pickerBox!.y + pickerBox!.height).toBeLessThanOrEqual(PHONE.height);
    await saveScreen(page, 'phone-equipment-picker');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // The tags of the pages opened scroll sideways by themselves.
    const tags = page.getByRole('tablist');
    const tagWidths = await tags.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(tagWidths.scroll).toBeGreaterThan(tagWidths.client);
    await tags.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    expect(await tags.evaluate((element) => element.scrollLeft)).toBe(0);
    await tags.evaluate((element) => element.scrollTo({ left: 120, behavior: 'instant' }));
    expect(await tags.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(troubles, describeTroubles(troubles)).toEqual([]);
  });
});

test.describe('desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('keeps the side menu and no menu button; a cut menu entry shows its whole title', async ({ page }) => {
    await login(page, 'qiye');
    const menu = sideMenu(page);
    expect((await menu.boundingBox())?.width).toBe(212);
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden();
    await expect(page.getByTestId('header-unit')).toBeHidden();
    await expect(page.getByTestId('welcome-line')).toContainText('宁波悦澜酒店管理有限公司');

    const cut = menu.getByRole('link', { name: /报告及资料补发申请/ });
    await cut.hover();
    await expect(page.getByRole('tooltip')).toHaveText('报告及资料补发申请');
    await saveScreen(page, 'phone-desktop-cut-entry');
    await page.mouse.move(900, 500);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await menu.getByRole('link', { name: '网上缴费' }).focus();
    await page.keyboard.press('Tab');
    await expect(cut).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('报告及资料补发申请');
  });
});
