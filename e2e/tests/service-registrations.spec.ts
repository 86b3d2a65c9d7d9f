import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openMenu, waitForList } from '../support/business';
import { login, toast } from '../support/session';

const SHOTS = process.env.PORTAL_E2E_SHOTS ?? '/tmp/shots-F';
const FORKLIFT = '51103302112021070011';
const LIFT = '31103302122021080045';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signedIn(browser: Browser, user: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, user);
  return page;
}

test.describe("issue 12's registrations", () => {
  test('qiye registers an entrapment with a late arrival, sees it flagged and closes it; then a fault', async ({ page }) => {
    test.slow();
    await login(page, 'qiye');
    await openMenu(page, '企业服务', '救援及故障登记');
    await expect(page.getByTestId('rescue-list')).toBeVisible();
    await page.getByRole('link', { name: '登记救援' }).click();

    const form = page.getByTestId('rescue-form');
    await form.getByLabel('注册代码').selectOption(LIFT);
    await form.getByLabel('救援地点').fill('主楼东侧电梯厅 12 层');
    await form.getByLabel('接警时间').fill('2026-11-20T09:10');
    await form.getByLabel(/^报警人\s*\*?$/).fill('王芳');
    await form.getByLabel('报警人电话').fill('13958201746');
    await form.getByLabel('被困人数').fill('2');
    await form.getByLabel('故障原因分类').selectOption({ label: '停电' });
    await form.getByLabel('故障描述').fill('轿厢停在 12 层与 13 层之间，门无法打开');
    // An arrival before the alarm is refused with the field's own words.
    await form.getByLabel('到达时间').fill('2026-11-20T09:00');
    await page.getByTestId('save').click();
    await expect(form.getByText('到达时间不能早于接警时间')).toBeVisible();
    await shot(page, 'rescue-form-invalid');
    await form.getByLabel('到达时间').fill('2026-11-20T09:55');
    await page.getByTestId('save').click();
    await expect(toast(page, 'success', '保存成功')).toBeVisible();

    const view = page.getByTestId('rescue-view');
    await expect(view.getByTestId('late-arrival')).toContainText('本次用时 45 分钟');
    await expect(view.getByText('救援中')).toBeVisible();
    await shot(page, 'rescue-view-late');

    await view.getByRole('link', { name: '完善 / 结案' }).click();
    await form.getByLabel('解救时间').fill('2026-11-20T10:05');
    await form.getByLabel('处理结果').fill('人员安全解救，电梯恢复运行');
    await page.getByTestId('save').click();
    await expect(view.getByText('已解救')).toBeVisible();
    await expect(view.getByText('人员安全解救，电梯恢复运行')).toBeVisible();

    await openMenu(page, '企业服务', '救援及故障登记');
    await waitForList(page, 'rescue-table');
    const row = page.getByTestId('rescue-table').getByRole('row').filter({ hasText: LIFT });
    await expect(row).toContainText('45 分钟');
    await expect(row.getByText('超时')).toBeVisible();
    await shot(page, 'rescue-list');

    await page.getByTestId('rescue-list').getByRole('link', { name: '故障登记', exact: true }).click();
    await expect(page.getByTestId('fault-list')).toBeVisible();
    await page.getByRole('link', { name: '登记故障' }).click();
    const fault = page.getByTestId('fault-form');
    await fault.getByLabel('注册代码').selectOption(LIFT);
    await fault.getByLabel('故障地点').fill('主楼东侧电梯厅');
    await fault.getByLabel('故障时间').fill('2026-11-21T10:00');
    await fault.getByLabel('故障描述').fill('层门关闭异常');
    await fault.getByLabel('恢复时间').fill('2026-11-21T13:30');
    await fault.getByLabel('处理人').fill('李强');
    await shot(page, 'fault-form');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('fault-view')).toContainText('已恢复');
    await shot(page, 'fault-view');
  });

  test('zhenhai asks to stop its forklift; the institute approves and the forklift is out of service', async ({ page, browser }) => {
    test.slow();
    await login(page, 'zhenhai');
    await openMenu(page, '企业服务', '停用报废注销申请');
    await expect(page.getByTestId('termination-list')).toBeVisible();
    await page.getByRole('link', { name: '新建申请' }).click();
    const form = page.getByTestId('termination-form');
    await form.getByLabel('申请类型').selectOption({ label: '停用' });
    await form.getByLabel('停用开始日期').fill('2026-12-01');
    await form.getByLabel('停用结束日期').fill('2027-02-28');
    await form.getByLabel('经办人').fill('陈伟');
    await form.getByLabel('申请原因').fill('冬季停产检修，叉车暂停使用');
    await form.getByText(new RegExp(FORKLIFT)).click();
    await shot(page, 'termination-form');
    await page.getByTestId('submit').click();
    await expect(toast(page, 'success', '提交成功')).toBeVisible();
    const detail = page.getByTestId('termination-detail');
    await expect(detail).toContainText('已提交');
    await expect(detail).toContainText(FORKLIFT);
    await shot(page, 'termination-submitted');

    const institute = await signedIn(browser, 'shenhe');
    await openMenu(institute, '报检受理', '停用报废注销审核');
    await waitForList(institute, 'termination-table');
    await institute.getByTestId('termination-table').getByRole('row').filter({ hasText: '宁波镇海宏泰化工有限公司' }).getByRole('link', { name: '查看' }).click();
    await expect(institute.getByTestId('termination-detail')).toContainText('冬季停产检修');
    await shot(institute, 'termination-review');
    await institute.getByTestId('audit-decision').getByLabel('审核意见').fill('同意停用');
    await institute.getByTestId('audit-approve').click();
    await expect(institute.getByTestId('termination-detail')).toContainText('已通过');
    await shot(institute, 'termination-approved');

    await page.goto(`/equipment/query-comprehensive?registerCode=${FORKLIFT}`);
    // The comprehensive view is the heaviest list; on a loaded machine it took more than 10 s once.
    await expect(page.getByTestId('equipment-table').getByRole('row').filter({ hasText: FORKLIFT })).toContainText('停用', { timeout: 30_000 });
    await shot(page, 'termination-equipment-state');
  });

  test('qiye notifies a modification; the institute returns it with an opinion', async ({ page, browser }) => {
    test.slow();
    await login(page, 'qiye');
    await openMenu(page, '企业服务', '维保项目申请');
    await expect(page.getByTestId('maintenance-project-list')).toBeVisible();
    await page.getByRole('link', { name: '新建告知' }).click();
    const form = page.getByTestId('maintenance-project-form');
    await form.getByLabel('施工类别').selectOption({ label: '改造' });
    await form.getByLabel('施工单位').fill('宁波甬江电梯工程有限公司');
    await form.getByLabel('许可证号').fill('TS3433012-2026');
    await form.getByLabel('告知日期').fill('2026-11-25');
    await form.getByLabel('计划竣工日期').fill('2026-11-01');
    await form.getByText(new RegExp(LIFT)).click();
    await page.getByTestId('submit').click();
    await expect(form.getByText('开始日期不能晚于结束日期')).toBeVisible();
    await form.getByLabel('计划竣工日期').fill('2026-12-20');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('maintenance-project-detail')).toContainText('已提交');
    await shot(page, 'maintenance-submitted');

    const institute = await signedIn(browser, 'shenhe');
    await openMenu(institute, '报检受理', '维保项目审核');
    await waitForList(institute, 'maintenance-project-table');
    await institute.getByTestId('maintenance-project-table').getByRole('link', { name: '查看' }).first().click();
    await institute.getByTestId('audit-decision').getByLabel('审核意见').fill('请补充施工方案');
    await institute.getByTestId('audit-reject').click();
    await expect(institute.getByTestId('maintenance-project-detail')).toContainText('已退回');

    await page.reload();
    await expect(page.getByTestId('maintenance-project-detail')).toContainText('请补充施工方案');
    await shot(page, 'maintenance-returned');
  });
});
