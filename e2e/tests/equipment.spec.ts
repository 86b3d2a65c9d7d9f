import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO, equipmentRows, openMenu, saveFullScreen, waitForList } from '../support/business';
import { login, toast } from '../support/session';

test.describe('equipment', () => {
  test('qiye finds the overdue elevator, opens its file, and the list keeps its filters in the URL', async ({ page }) => {
    await login(page, 'qiye');
    await openMenu(page, '设备管理', '超期未检设备');
    await expect(page).toHaveURL(/\/equipment\/query-timeout$/);
    const view = page.getByTestId('equipment-query-overdue');
    await expect(view).toContainText('超期未检设备');
    await waitForList(page, 'equipment-table');

    const filters = page.getByTestId('equipment-filters');
    await filters.getByLabel('设备类别').selectOption({ label: '3000 电梯' });
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/categoryCode=3000/);
    const rows = equipmentRows(page);
    await expect(rows.first()).toBeVisible();
    // Every row of the filtered list is an elevator whose next inspection date has passed.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    for (const row of await rows.all()) {
      await expect(row).toContainText('电梯');
      // The first column holds the row's checkbox (申请检验 for the chosen ones).
      const nextCheck = (await row.locator('td').nth(5).innerText()).trim();
      expect(nextCheck < today, `${nextCheck} is before ${today}`).toBe(true);
    }
    const elevator = rows.filter({ hasText: DEMO.overdueElevator.registerCode });
    await expect(elevator).toHaveCount(1);
    await expect(elevator).toContainText(DEMO.overdueElevator.unitInternalNo);
    await expect(elevator).toContainText(/超期 \d+ 天/);

    // Sorting is part of the URL too; reload restores filter and order.
    await view.locator('[data-sort]').filter({ hasText: '注册代码' }).click();
    await expect(page).toHaveURL(/sort=/);
    // Sorting keeps the filter that was just applied.
    await expect(page).toHaveURL(/categoryCode=3000/);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('equipment-filters').getByLabel('设备类别')).toHaveValue('3000');
    await expect(equipmentRows(page).filter({ hasText: DEMO.overdueElevator.registerCode })).toHaveCount(1);
    await expect(page.getByTestId('equipment-table').locator('th[aria-sort]')).toContainText('注册代码');
    await saveFullScreen(page, 'equipment-query-overdue');

    await equipmentRows(page).filter({ hasText: DEMO.overdueElevator.registerCode }).getByRole('link', { name: DEMO.overdueElevator.name }).click();
    await expect(page).toHaveURL(/\/equipment\/detail\/elevator\?id=/);
    const file = page.getByTestId('equipment-detail');
    await expect(file).toContainText(DEMO.overdueElevator.registerCode);
    await expect(file).toContainText('超期未检');
    await expect(page.getByText('额定载重量', { exact: true })).toBeVisible();
    await expect(page.getByText('1000 kg', { exact: true })).toBeVisible();
    const history = page.getByTestId('inspection-history');
    await expect(history.locator('tbody tr')).not.toHaveCount(0);
    await expect(history).toContainText('宁波市特种设备检验研究院');
    await saveFullScreen(page, 'equipment-detail-elevator');
  });

  test('a list page survives reload on page two', async ({ page }) => {
    await login(page, 'qiye');
    // Small pages so the unit's few elevators need two of them.
    await page.goto('/equipment/query-comprehensive?categoryCode=3000&pageSize=3');
    await waitForList(page, 'equipment-table');
    await expect(equipmentRows(page)).toHaveCount(3);
    const firstPage = await equipmentRows(page).first().getAttribute('data-id');
    await page.locator('nav').getByRole('button').filter({ hasText: /^2$/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(equipmentRows(page).first()).not.toHaveAttribute('data-id', firstPage ?? '');
    const secondPage = await equipmentRows(page).first().getAttribute('data-id');
    await page.reload();
    await expect(page).toHaveURL(/page=2/);
    await expect(equipmentRows(page).first()).toHaveAttribute('data-id', secondPage ?? '');
    await expect(page.getByTestId('equipment-filters').getByLabel('设备类别')).toHaveValue('3000');
  });

  test('qiye exports the overdue list as an Excel file with a Chinese name', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/equipment/query-timeout');
    await waitForList(page, 'equipment-table');

    // Hold the answer back as a slow line would, so the progress indication can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/equipment/export**', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    await expect(page.getByTestId('export-progress')).toBeVisible();
    await saveFullScreen(page, 'equipment-export-progress');
    release();

    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^超期未检设备_\d{8}\.xlsx$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(toast(page, 'success', file.suggestedFilename())).toBeVisible();
    await expect(page.getByTestId('export-button')).toBeVisible();
  });

  test('another unit never sees qiye’s elevators', async ({ browser }) => {
    const search = async (user: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await login(page, user);
      await page.goto('/equipment/query-comprehensive');
      const filters = page.getByTestId('equipment-filters');
      await filters.getByLabel('注册代码').fill(DEMO.elevator.registerCode);
      await filters.getByRole('button', { name: '查询' }).click();
      await expect(page).toHaveURL(new RegExp(`registerCode=${DEMO.elevator.registerCode}`));
      await waitForList(page, 'equipment-table');
      return { page, context };
    };

    const owner = await search('qiye');
    await expect(equipmentRows(owner.page)).toHaveCount(1);
    await expect(equipmentRows(owner.page)).toContainText(DEMO.elevator.unitInternalNo);
    await owner.context.close();

    const other = await search('zhenhai');
    await expect(other.page.getByTestId('empty-state')).toContainText('暂无数据');
    await expect(other.page.getByTestId('equipment-table')).toHaveCount(0);
    await saveFullScreen(other.page, 'equipment-query-other-unit');
    // Nor by its address: the file itself is refused.
    await other.page.goto('/equipment/detail/elevator?id=30101');
    const onScreen = other.page.locator('[data-page]:visible');
    await expect(onScreen.getByTestId('empty-state')).toContainText('暂无数据');
    await expect(other.page.getByTestId('equipment-detail')).toHaveCount(0);
    await other.context.close();
  });

  test('every equipment screen renders with real data and no error', async ({ page }) => {
    await login(page, 'qiye');
    await openMenu(page, '设备管理', '设备概况');
    const overview = page.getByTestId('equipment-overview');
    await expect(overview).toBeVisible();
    await expect(page.getByTestId('overview-matrix')).toContainText('3000 电梯');
    await expect(overview.locator('svg').first()).toBeVisible();
    await saveFullScreen(page, 'equipment-overview');

    const views: ReadonlyArray<[string, string]> = [
      ['设备综合查询', 'comprehensive'],
      ['检验不合格设备', 'unqualified'],
      ['停用设备', 'nonUse'],
      ['即将到期设备', 'aboutToExpire'],
      ['检验即将超期', 'inspectionDue'],
      ['检验已超期', 'inspectionOverdue'],
      ['载荷试验年限', 'loadTest'],
      ['压力管道查询', 'pressurePiping'],
    ];
    for (const [item, view] of views) {
      await openMenu(page, '设备管理', item);
      const card = page.getByTestId(`equipment-query-${view}`);
      await expect(card).toContainText(item);
      await expect(card.getByTestId('equipment-table').or(card.getByTestId('empty-state'))).toBeVisible();
      await expect(card.getByTestId('error-state')).toHaveCount(0);
      await saveFullScreen(page, `equipment-query-${view}`);
    }

    await openMenu(page, '设备管理', '管道自行维护');
    await expect(page.getByText('锅炉房燃气管道')).toBeVisible();
    await saveFullScreen(page, 'equipment-pipeline-maintain');
  });

  test('申请检验 from the overdue elevator’s file opens the periodic application with it chosen', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/equipment/query-timeout');
    await waitForList(page, 'equipment-table');
    await equipmentRows(page).filter({ hasText: DEMO.overdueElevator.registerCode }).getByRole('link', { name: DEMO.overdueElevator.name }).click();
    await expect(page).toHaveURL(/\/equipment\/detail\/elevator\?id=/);
    const id = new URL(page.url()).searchParams.get('id');
    await saveFullScreen(page, 'equipment-detail-apply');
    // The file's page, once shown: until its chunk has arrived the list (with its own, disabled 申请检验) is the visible page.
    const file = page.locator('[data-page]:visible');
    await expect(file.getByTestId('inspection-history')).toBeVisible();
    await file.getByTestId('apply-inspection').click();
    await expect(page).toHaveURL(new RegExp(`/company-service/online-apply-form\\?equipmentIds=${id}$`));
  });

  test('申请检验 for the rows ticked on the overdue and due-soon lists', async ({ page }) => {
    await login(page, 'qiye');
    for (const [path, view] of [
      ['/equipment/query-timeout', 'overdue'],
      ['/equipment/query-detectExtendedList', 'inspectionOverdue'],
      ['/equipment/query-detectDueList', 'inspectionDue'],
    ] as const) {
      await page.goto(path);
      const card = page.getByTestId(`equipment-query-${view}`);
      await expect(card.getByTestId('equipment-table').or(card.getByTestId('empty-state'))).toBeVisible();
      await expect(card.getByTestId('apply-inspection')).toBeDisabled();
      await expect(card.getByTestId('apply-inspection-hint')).toHaveText('请先勾选要申请检验的设备');
    }

    await page.goto('/equipment/query-timeout');
    await waitForList(page, 'equipment-table');
    const overdueRows = page.getByTestId('equipment-query-overdue').locator('tbody tr');
    const boxes = overdueRows.getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(0);
    const elevator = overdueRows.filter({ hasText: DEMO.overdueElevator.registerCode });
    const elevatorId = await elevator.getAttribute('data-id');
    // Ticked as a person does: on the box drawn over the (hidden) input.
    const tick = (where: ReturnType<typeof page.locator>) => where.locator('[data-scope="checkbox"][data-part="control"]').first().click();
    await tick(elevator);
    await expect(elevator.getByRole('checkbox')).toBeChecked();
    const apply = page.getByTestId('equipment-query-overdue').getByTestId('apply-inspection');
    await expect(apply).toHaveText(/申请检验（已选 1 台）/);
    await saveFullScreen(page, 'equipment-overdue-selected');
    await expect(apply).toHaveAttribute('href', `/company-service/online-apply-form?equipmentIds=${elevatorId}`);

    // Ticked again, it is left out; the header box ticks every row that can be applied for.
    await tick(elevator);
    await expect(apply).toBeDisabled();
    await tick(page.getByTestId('equipment-query-overdue').getByTestId('equipment-table').locator('thead'));
    await expect(apply).toHaveText(new RegExp(`已选 ${count} 台`));
    await apply.click();
    await expect(page).toHaveURL(/\/company-service\/(online-apply-form|ping-DJ-apply)\?equipmentIds=/);
    const ids = new URL(page.url()).searchParams.get('equipmentIds')?.split(',') ?? [];
    expect(ids).toHaveLength(count);
    expect(ids).toContain(elevatorId);
  });
});
