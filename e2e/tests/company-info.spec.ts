import { expect, test } from '@playwright/test';
import { openMenu, saveFullScreen, waitForList } from '../support/business';
import { login, toast } from '../support/session';

const PHONE_MESSAGE = '请输入正确的手机号码或固定电话';

test.describe('company info', () => {
  test('qiye edits its company info and sees the change records; shenhe approves the registered change', async ({ page, browser }) => {
    test.slow();
    const contact = `王晓燕${Date.now() % 1000}`;
    await login(page, 'qiye');

    // 1. Basic information: a bad phone gets the spec's message, a good one saves at once.
    await openMenu(page, '企业信息', '基本信息维护');
    const registered = page.getByTestId('company-registered');
    await expect(registered.getByText('宁波悦澜酒店管理有限公司')).toBeVisible();
    const form = page.getByTestId('company-form');
    await form.getByLabel('联系人').fill(contact);
    await form.getByLabel('联系电话').fill('12345');
    await expect(form.getByText(PHONE_MESSAGE)).toBeVisible();
    await form.getByLabel('联系电话').fill('0574-87651234');
    await expect(form.getByText(PHONE_MESSAGE)).toHaveCount(0);
    await saveFullScreen(page, 'company-maintain');
    await page.getByTestId('company-save').click();
    await expect(toast(page, 'success')).toBeVisible();

    // 2. A registered field goes to review as a change application.
    await page.getByTestId('company-apply-change').click();
    const dialog = page.getByTestId('company-change-dialog');
    await dialog.getByLabel('法定代表人').fill('周国平');
    await dialog.getByLabel('变更原因').fill('法定代表人变更');
    await saveFullScreen(page, 'company-change-dialog');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, 'success', '变更申请已提交，等待审核')).toBeVisible();

    // 3. Both in the history: the contact applied at once, the legal representative under review.
    await openMenu(page, '企业信息', '信息变更记录');
    await waitForList(page, 'company-history-table');
    const table = page.getByTestId('company-history-table');
    const contactRow = table.getByRole('row').filter({ hasText: contact });
    await expect(contactRow).toContainText('联系人');
    await expect(contactRow).toContainText('已通过');
    await expect(contactRow).toContainText('张丽');
    const legalRow = table.getByRole('row').filter({ hasText: '周国平' });
    await expect(legalRow).toContainText('法定代表人');
    await expect(legalRow).toContainText('已提交');
    await saveFullScreen(page, 'company-history');

    // 4. The institute's auditor approves it; the unit's registered data changes.
    const context = await browser.newContext();
    const auditor = await context.newPage();
    await login(auditor, 'shenhe');
    await openMenu(auditor, '账号管理', '企业信息变更审核');
    await waitForList(auditor, 'unit-change-review-table');
    const waiting = auditor.getByTestId('unit-change-review-table').getByRole('row').filter({ hasText: '周国平' });
    await expect(waiting).toContainText('宁波悦澜酒店管理有限公司');
    await saveFullScreen(auditor, 'unit-change-review');
    await waiting.getByText('通过', { exact: true }).click();
    const decision = auditor.getByTestId('unit-change-decision');
    await decision.getByLabel('审核意见').fill('材料齐全');
    await decision.getByRole('button', { name: '确定' }).click();
    await expect(toast(auditor, 'success', '已通过，变更已生效')).toBeVisible();
    await context.close();

    await openMenu(page, '企业信息', '基本信息维护');
    await page.getByRole('button', { name: '刷新当前页' }).click();
    await expect(page.getByTestId('company-registered').getByText('周国平')).toBeVisible();
  });
});
