import { expect, test } from '@playwright/test';
import { saveFullScreen } from '../support/business';
import { login, sideMenu } from '../support/session';

type Statistics = { overdue: number; inspectionDue: number; unqualified: number; aboutToExpire: number };
type NoticePage = { items: Array<{ id: string; title: string; top: boolean }>; total: number };

test.describe('work desktop', () => {
  test('qiye sees the figures that need attention and the recent notices', async ({ page }) => {
    await login(page, 'qiye');
    await expect(page).toHaveURL(/\/home$/);
    // The same session asks the gateway directly: the desk must show exactly its figures.
    const stats = (await (await page.request.get('/api/v1/dashboard/statistics')).json()) as Statistics;
    expect(stats.overdue).toBeGreaterThan(0);

    const figure = (key: string) => page.getByTestId(`desk-card-${key}`);
    await expect(figure('overdue')).toContainText('超期未检');
    await expect(figure('overdue')).toContainText(`${stats.overdue}台`);
    await expect(figure('inspectionDue')).toContainText(`${stats.inspectionDue}台`);
    await expect(figure('unqualified')).toContainText('检验不合格');
    await expect(figure('unqualified')).toContainText(`${stats.unqualified}台`);
    await expect(figure('aboutToExpire')).toContainText(`${stats.aboutToExpire}台`);
    await expect(page.getByTestId('desk-pending')).toContainText('使用登记申请');
    await expect(page.getByRole('img', { name: '设备检验状态' })).toBeVisible();
    await expect(page.getByRole('group', { name: '各类别设备检验情况' })).toBeVisible();

    const notices = page.getByTestId('desk-notices');
    const latest = (await (await page.request.get('/api/v1/notices?page=1&pageSize=5')).json()) as NoticePage;
    const first = latest.items[0];
    if (!first) throw new Error('the demo data has notices');
    const titles = notices.getByRole('link').filter({ hasNotText: '更多' });
    await expect(titles).toHaveText(latest.items.map((item) => item.title));
    await saveFullScreen(page, 'work-desktop-enterprise');

    // A figure opens the list behind it.
    await figure('overdue').click();
    await expect(page).toHaveURL(/\/equipment\/query-timeout$/);
    await expect(page.getByTestId('equipment-query-overdue')).toContainText(`共 ${stats.overdue} 台设备`);

    // A notice opens its own page.
    await sideMenu(page).getByText('工作台', { exact: true }).click();
    await page.getByTestId('desk-notices').getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/detail\\?id=${first.id}$`));
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByRole('heading')).toContainText(first.title);
    await expect(page.getByTestId('notice-content')).not.toBeEmpty();
    await saveFullScreen(page, 'notice-detail');
  });

  test('the notice list shows all notices, pinned first, and searches title and text', async ({ page }) => {
    await login(page, 'qiye');
    await page.getByTestId('desk-notices').getByRole('link', { name: '更多' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    const list = page.getByTestId('notice-list');
    const items = page.getByTestId('notice-items').locator('[data-id]');
    await expect(items.first()).toBeVisible();
    await expect(items.first()).toContainText('置顶');
    await saveFullScreen(page, 'notice-list');

    const all = (await (await page.request.get('/api/v1/notices?page=1&pageSize=20')).json()) as NoticePage;
    await expect(items).toHaveCount(Math.min(all.total, 20));
    const about = (await (await page.request.get(`/api/v1/notices?page=1&pageSize=20&keyword=${encodeURIComponent('电梯')}`)).json()) as NoticePage;
    expect(about.total).toBeGreaterThan(0);
    expect(about.total).toBeLessThan(all.total);
    await list.getByLabel('关键字').fill('电梯');
    await list.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(items).toHaveCount(about.items.length);
    await expect(items.locator('a')).toHaveText(about.items.map((item) => item.title));
    await page.reload();
    await expect(page.getByTestId('notice-list').getByLabel('关键字')).toHaveValue('电梯');
    await expect(items).toHaveCount(about.items.length);
  });

  test('the institute auditor gets its own desk, without the enterprise figures', async ({ page }) => {
    await login(page, 'shenhe');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('work-desktop')).toBeVisible();
    await expect(page.getByText('注册申请待审核')).toBeVisible();
    await expect(page.getByText('密码重置待审核')).toBeVisible();
    // Lists the platform does not offer yet are said quietly, never as a red load failure.
    await expect(page.getByTestId('desk-registrations').or(page.getByTestId('not-open-state').first())).toBeVisible();
    await expect(page.getByTestId('error-state')).toHaveCount(0);
    await expect(page.getByTestId('desk-attention')).toHaveCount(0);
    const applications = page.getByTestId('desk-applications');
    await expect(applications).toContainText('报检申请待办理');
    await saveFullScreen(page, 'work-desktop-institute');
    // Its work list opens the applications waiting for the institute's move.
    await applications.getByRole('link', { name: '全部待审核' }).click();
    await expect(page).toHaveURL(/\/inspection-review\/applications\?awaitingInstitute=true/);
    await expect(page.getByTestId('processing-filters').getByLabel('办理方')).toHaveValue('true');
    // The auditor's own queue (受理 and 检验): nothing waiting for the unit, nor for 审核批准. Other
    // journeys running at the same time may have emptied it, so an empty list is fine too.
    await expect(page.getByText(/共 \d+ 条申请/)).toBeVisible();
    const table = page.getByTestId('processing-table');
    if ((await table.count()) > 0) {
      await expect(table).not.toContainText('意见通知书');
      await expect(table).not.toContainText('报告编制中');
    }
  });

  test('申请检验 on the overdue card opens the periodic application with the overdue equipment chosen', async ({ page }) => {
    await login(page, 'qiye');
    const overdue = (await (await page.request.get('/api/v1/equipment?view=overdue&registerState=registered&pageSize=200')).json()) as {
      items: Array<{ id: string; categoryCode: string }>;
    };
    const expected = overdue.items.filter((row) => row.categoryCode !== '8000').map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    await page.getByTestId('desk-apply-overdue').click();
    await expect(page).toHaveURL(/\/company-service\/online-apply-form\?equipmentIds=/);
    const ids = new URL(page.url()).searchParams.get('equipmentIds')?.split(',') ?? [];
    expect(ids.sort()).toEqual([...expected].sort());
  });
});
