import { expect, test } from '@playwright/test';
import { openMenu, saveFullScreen, waitForList } from '../support/business';
import { login, toast } from '../support/session';

const ID_CARD_MESSAGE = '请输入正确的身份证号码';
const MOBILE_MESSAGE = '请输入正确的手机号码';

function isoDate(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/** An invented ID card number of 鄞州 with its check character, unique per run. */
function newIdCard(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sequence = String(Date.now() % 1000).padStart(3, '0');
  const body = `33021219900${Math.floor(Math.random() * 9) + 1}1${Math.floor(Math.random() * 9) + 1}${sequence}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

test.describe('workers', () => {
  test('qiye adds an operator with a certificate, finds it masked in the query and counted in the overview', async ({ page }) => {
    test.slow();
    const idCard = newIdCard();
    const name = '赵志强';
    await login(page, 'qiye');

    // 1. The overview before: the demo operators of 宁波悦澜.
    await openMenu(page, '作业人员', '人员概况');
    const overview = page.getByTestId('worker-overview');
    await expect(overview.getByTestId('stat-workers')).toContainText('4');
    await expect(overview.getByRole('group', { name: '按作业项目统计' })).toBeVisible();
    await saveFullScreen(page, 'worker-overview');

    // 2. The query page and the add dialog, with the spec's messages on bad input.
    await openMenu(page, '作业人员', '人员查询');
    await waitForList(page, 'worker-table');
    await saveFullScreen(page, 'worker-query');
    await page.getByTestId('worker-add').click();
    const dialog = page.getByTestId('worker-dialog');
    await dialog.getByLabel('姓名').fill(name);
    await dialog.getByLabel('性别').selectOption('male');
    await dialog.getByLabel('身份证号码').fill('33021219900101');
    await expect(dialog.getByText(ID_CARD_MESSAGE)).toBeVisible();
    await dialog.getByLabel('身份证号码').fill(idCard);
    await expect(dialog.getByText(ID_CARD_MESSAGE)).toHaveCount(0);
    await dialog.getByLabel('手机号码').fill('1365574');
    await expect(dialog.getByText(MOBILE_MESSAGE)).toBeVisible();
    await dialog.getByLabel('手机号码').fill('13655741209');
    await dialog.getByTestId('add-certificate').click();
    const row = dialog.getByTestId('certificate-row');
    await row.getByLabel('作业项目').selectOption('N1');
    await row.getByLabel('证书编号').fill(`TS330212N1${idCard.slice(-4)}`);
    await row.getByLabel('发证机关').fill('宁波市市场监督管理局');
    await row.getByLabel('发证日期').fill(isoDate(-30));
    await row.getByLabel('有效期至').fill(isoDate(1430));
    await saveFullScreen(page, 'worker-add-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, 'success')).toBeVisible();
    await expect(dialog).toBeHidden();

    // 3. Found in the query, the ID card and mobile masked.
    const filters = page.getByTestId('worker-filters');
    await filters.getByLabel('姓名 / 身份证 / 手机').fill(name);
    await filters.getByRole('button', { name: '查询' }).click();
    await waitForList(page, 'worker-table');
    const table = page.getByTestId('worker-table');
    const masked = `${idCard.slice(0, 6)}********${idCard.slice(-4)}`;
    await expect(table.getByText(masked)).toBeVisible();
    await expect(table.getByText('136****1209')).toBeVisible();
    await expect(table.getByText(idCard)).toHaveCount(0);
    await expect(table.getByText('N1')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    expect((await download).suggestedFilename()).toMatch(/^作业人员_\d{8}\.xlsx$/);

    // 4. The detail shows the full numbers and the certificate.
    await table.getByRole('link', { name }).first().click();
    const detail = page.getByTestId('worker-detail');
    await expect(detail.getByText(idCard)).toBeVisible();
    await expect(page.getByTestId('worker-certificates').getByText('N1 叉车司机')).toBeVisible();
    await saveFullScreen(page, 'worker-detail');

    // 5. Counted in the overview.
    await openMenu(page, '作业人员', '人员概况');
    await expect(overview.getByTestId('stat-workers')).toContainText('5');
    await expect(overview.getByText('N1 叉车司机')).toBeVisible();

    // 6. The certificate page, soonest end first.
    await openMenu(page, '作业人员', '证书管理');
    await waitForList(page, 'certificate-table');
    await expect(page.getByTestId('certificate-table').getByText(name)).toBeVisible();
    await saveFullScreen(page, 'worker-certificates');
  });
});
