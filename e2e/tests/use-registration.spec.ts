import { expect, test, type Browser } from '@playwright/test';
import { newRegisterCode, openMenu, saveFullScreen, smallPdf, waitForList } from '../support/business';
import { login, toast } from '../support/session';

const BAD_CODE_MESSAGE = '请输入20位数字的注册代码';

function isoDate(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/** Logs `user` in on a browser of its own and searches the comprehensive list by registration code. */
async function searchAs(browser: Browser, user: string, registerCode: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, user);
  await page.goto('/equipment/query-comprehensive');
  const filters = page.getByTestId('equipment-filters');
  await filters.getByLabel('注册代码').fill(registerCode);
  await filters.getByRole('button', { name: '查询' }).click();
  await waitForList(page, 'equipment-table');
  return { page, context };
}

test.describe('use registration', () => {
  test('qiye registers a new elevator, applies for its use registration and follows it', async ({ page, browser }) => {
    // Two users, four pages and two forms, each page's chunk fetched on first use: on a loaded CI
    // machine the journey ran to its end in 66 s, past the default 60 s.
    test.slow();
    const code = newRegisterCode();
    const name = '曳引驱动乘客电梯（副楼3号客梯）';
    await login(page, 'qiye');

    // 1. The equipment file, in add mode from the comprehensive list.
    await openMenu(page, '设备管理', '设备综合查询');
    await page.getByRole('link', { name: '新增设备' }).click();
    await expect(page).toHaveURL(/\/equipment\/device-info-new\?mode=add/);
    const device = page.getByTestId('device-form');
    await expect(device.getByTestId('form-mode')).toHaveText('新增设备档案');
    await device.getByLabel('设备类别').selectOption('3000');
    await device.getByLabel('设备品种').selectOption('3110');
    await device.getByLabel('设备名称').fill(name);
    await device.getByLabel('型号规格').fill('GeN2-MR 1000/1.75');
    await device.getByLabel('产品编号').fill('202530188');
    await device.getByLabel('设备代码').fill('3110T3307202530188');
    const register = device.getByLabel('注册代码');
    await register.fill('3110330212202611');
    await expect(device.getByText(BAD_CODE_MESSAGE)).toBeVisible();
    await register.fill(code);
    await expect(device.getByText(BAD_CODE_MESSAGE)).toHaveCount(0);
    await device.getByLabel('单位内编号').fill('3号客梯');
    await device.getByRole('textbox', { name: '使用地点', exact: true }).fill('副楼东侧电梯厅');
    await device.getByLabel('省').selectOption({ label: '浙江省' });
    await device.getByLabel('市').selectOption({ label: '宁波市' });
    await device.getByLabel('区(县)').selectOption({ label: '鄞州区' });
    await device.getByLabel('制造单位').fill('浙江迅达通电梯有限公司');
    await device.getByLabel('制造日期').fill(isoDate(-200));
    await device.getByLabel('安装单位').fill('宁波甬江电梯工程有限公司');
    await device.getByLabel('投用日期').fill(isoDate(-3));
    await device.getByLabel('设计使用年限').fill('20');
    await device.getByLabel('产权单位').fill('宁波悦澜酒店管理有限公司');
    await device.getByRole('textbox', { name: '安全管理员', exact: true }).fill('张丽');
    await device.getByLabel('安全管理员电话').fill('13958201746');
    const params = device.getByTestId('param-inputs');
    await params.getByLabel('额定载重量').fill('1000');
    await params.getByLabel('额定速度').fill('1.75');
    await params.getByLabel('层数').fill('12');
    await params.getByLabel('站数').fill('12');
    await params.getByLabel('门数').fill('12');
    await params.getByLabel('提升高度').fill('39.6');
    await params.getByLabel('控制方式').fill('集选控制');
    await params.getByRole('textbox', { name: '维保单位', exact: true }).fill('宁波甬江电梯工程有限公司');
    await params.getByLabel('维保单位电话').fill('0574-87705512');
    await params.getByLabel('使用场所').selectOption('宾馆酒店');
    await saveFullScreen(page, 'equipment-device-form-add');
    await device.getByTestId('submit').click();
    await expect(toast(page, 'success', '提交成功')).toBeVisible();
    await expect(page).toHaveURL(/\/equipment\/detail\/elevator\?id=/);
    const file = page.getByTestId('equipment-detail');
    await expect(file).toContainText(name);
    await expect(file).toContainText(code);
    await expect(page.getByText('1000 kg', { exact: true })).toBeVisible();
    await saveFullScreen(page, 'equipment-detail-new-elevator');

    // 2. The use registration of that elevator: 新设备首次启用.
    await openMenu(page, '使用登记', '使用登记申请');
    const form = page.getByTestId('use-record-form');
    await form.getByLabel('登记类别').selectOption({ label: '新设备首次启用' });
    await form.getByRole('button', { name: '从设备档案中选择' }).click();
    const picker = page.getByTestId('equipment-picker');
    await picker.getByRole('textbox', { name: '设备名称 / 注册代码 / 单位内编号' }).fill(code);
    await picker.getByRole('button', { name: '查询' }).click();
    const choice = picker.locator('tbody tr').filter({ hasText: code });
    await expect(choice).toHaveCount(1);
    await saveFullScreen(page, 'use-record-equipment-picker');
    await choice.getByRole('button', { name: '选择' }).click();
    await expect(picker).toBeHidden();
    await expect(form.getByLabel('注册代码')).toHaveValue(code);
    await expect(form.getByLabel('设备名称')).toHaveValue(name);
    await expect(form.getByLabel('投用日期')).toHaveValue(isoDate(-3));
    // The file's mobile and the elevator's maintainer come along with it.
    await expect(form.getByLabel('安全管理员手机')).toHaveValue('13958201746');
    await expect(form.getByLabel('维保单位')).toHaveValue('宁波甬江电梯工程有限公司');
    await form.getByLabel('监督检验机构').fill('宁波市特种设备检验研究院');
    await form.getByRole('textbox', { name: '检验机构', exact: true }).fill('宁波市特种设备检验研究院');
    await form.getByLabel('检验报告编号').fill('NBJD-DT-2026-0188');
    await form.getByLabel('检验结论').selectOption({ label: '合格' });
    await form.getByLabel('下次检验日期').fill(isoDate(360));
    await form.getByTestId('attachment-input').setInputFiles({ name: '产品合格证.pdf', mimeType: 'application/pdf', buffer: smallPdf('certificate') });
    await expect(form.getByTestId('attachment-list')).toContainText('产品合格证.pdf');

    // Submitting without the declaration is refused and says why.
    await form.getByTestId('submit').click();
    await expect(form.getByText('提交申请前请阅读并勾选真实性声明').first()).toBeVisible();
    await form.getByText('本单位承诺', { exact: false }).click();
    await saveFullScreen(page, 'use-record-apply');
    await form.getByTestId('submit').click();
    await expect(toast(page, 'success', '提交成功')).toBeVisible();
    await expect(page).toHaveURL(/\/use-record\/detail\?id=/);
    const detail = page.getByTestId('use-record-detail');
    await expect(detail).toContainText('已提交');
    await expect(detail).toContainText('新设备首次启用');
    await expect(page.getByTestId('state-timeline').locator('[data-status=current]')).toContainText('已提交');
    await expect(page.getByTestId('attachment-list')).toContainText('产品合格证.pdf');
    // Kept-alive tabs stay in the page: look inside the one on screen.
    await expect(page.locator('[data-page]:visible').getByText(code, { exact: true })).toBeVisible();
    const applicationNo = (await detail.locator('h2, h3').first().innerText()).match(/SYDJ\d+/)?.[0] ?? '';
    expect(applicationNo).not.toBe('');

    // 3. The query list finds it by code with its state; its detail shows the state history.
    await openMenu(page, '使用登记', '使用登记查询');
    const filters = page.getByTestId('use-record-filters');
    await filters.getByLabel('注册代码').fill(code);
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`registerCode=${code}`));
    const row = page.getByTestId('use-record-table').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(applicationNo);
    await expect(row).toContainText('已提交');
    await expect(row).toContainText('新设备首次启用');
    await saveFullScreen(page, 'use-record-query');
    await row.getByRole('link', { name: applicationNo }).click();
    await expect(page).toHaveURL(/\/use-record\/detail\?id=/);
    const timeline = page.getByTestId('state-timeline');
    await expect(timeline.locator('[data-status=current]')).toContainText('已提交');
    await expect(timeline.locator('[data-status=current]')).toContainText('张丽');
    await expect(timeline.locator('[data-status=pending]').first()).toContainText('已受理');
    await saveFullScreen(page, 'use-record-detail');

    // 4. Another unit sees neither the elevator nor its application.
    const other = await searchAs(browser, 'zhenhai', code);
    await expect(other.page.getByTestId('empty-state')).toContainText('暂无数据');
    await other.page.goto(`/use-record/query?registerCode=${code}`);
    await expect(other.page.getByTestId('empty-state')).toContainText('暂无数据');
    await other.context.close();
  });

  test('the apply form refuses a bad registration code and a missing kind', async ({ page }) => {
    await login(page, 'qiye');
    await page.goto('/use-record/apply');
    const form = page.getByTestId('use-record-form');
    await form.getByLabel('注册代码').fill('31103302');
    await expect(form.getByText(BAD_CODE_MESSAGE)).toBeVisible();
    await form.getByTestId('save-draft').click();
    await expect(form.getByText('此项为必填项').first()).toBeVisible();
    await expect(page).toHaveURL(/\/use-record\/apply$/);
  });
});
