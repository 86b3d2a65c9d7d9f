import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openMenu, saveFullScreen, waitForList } from '../support/business';
import { login, toast } from '../support/session';

const SHOTS = '/tmp/shots-G';
/** 悦澜's 1号客梯 and its overdue 2号客梯 (seeded). */
const LIFTS = [
  { internalNo: '1号客梯', registerCode: '31103302122021080045' },
  { internalNo: '2号客梯', registerCode: '31103302122021080044' },
];

test.describe('elevator pages', () => {
  test('qiye prints two use signs as one PDF and the QR code target shows the status on a phone', async ({ page, browser }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await login(page, 'qiye');
    await openMenu(page, '电梯专项', '2024版电梯使用标志打印');
    await waitForList(page, 'elevator-printing-table');
    const table = page.getByTestId('elevator-printing-table');
    for (const lift of LIFTS) {
      // Chakra's checkbox: its input is visually hidden, the control is what a user clicks.
      const row = table.locator('tbody tr').filter({ hasText: lift.registerCode });
      await row.locator('[data-scope="checkbox"][data-part="control"]').first().click();
      await expect(row.getByRole('checkbox', { name: `选择 ${lift.internalNo}` })).toBeChecked();
    }
    await expect(page.getByTestId('elevator-printing-selected')).toHaveText('已选 2 台');
    await page.getByTestId('elevator-printing-preview').click();
    await expect(page.getByTestId('elevator-printing-frame')).toBeVisible();
    await expect(page.getByTestId('elevator-printing-frame')).toHaveAttribute('data-file-name', '电梯使用标志_2台.pdf');
    await saveFullScreen(page, 'elevator-printing');
    await page.screenshot({ path: `${SHOTS}/elevator-printing.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('elevator-printing-download').click()]);
    expect(download.suggestedFilename()).toBe('电梯使用标志_2台.pdf');
    const file = await download.path();
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const lift of LIFTS) expect(text).toContain(lift.registerCode);
    expect(text).toContain('96333');

    // What the QR code opens, on a phone without a session: the sign's link, which carries the
    // elevator's random status code, not its registration code.
    const signs = await page.request.get(`/api/v1/elevator-use-signs?registerCode=${LIFTS[1]!.registerCode}`);
    const qrContent = ((await signs.json()) as { items: { qrContent: string }[] }).items[0]!.qrContent;
    const target = new URL(qrContent);
    expect(target.searchParams.get('code')).toMatch(/^[0-9a-f]{24}$/);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mobile = await phone.newPage();
    await mobile.goto(`${target.pathname}${target.search}`);
    await expect(mobile.getByTestId('elevator-status-code')).toHaveText(LIFTS[1]!.registerCode);
    await expect(mobile.getByTestId('elevator-status-state')).toHaveText('已超期未检验');
    await expect(mobile.getByTestId('elevator-status')).toContainText('96333');
    await expect(mobile.getByTestId('elevator-status')).toContainText('宁波悦澜酒店管理有限公司');
    await mobile.screenshot({ path: `${SHOTS}/elevator-status.png`, fullPage: true });
    // A registration code opens nothing: they are sequential, so the page would be walked through.
    await mobile.goto(`/elevator-status?code=${LIFTS[1]!.registerCode}`);
    await expect(mobile.getByTestId('elevator-status-notice')).toHaveText('二维码无效，请扫描电梯使用标志上的二维码。');
    await phone.close();
  });

  test('qiye fills, signs and submits a conformity declaration, finds it in the list and downloads it', async ({ page }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await login(page, 'qiye');
    await openMenu(page, '电梯专项', '符合性声明');
    await waitForList(page, 'compliance-table');
    await page.getByTestId('compliance-new').click();
    const form = page.getByTestId('compliance-form');
    await form.getByTestId('compliance-submit').click();
    await expect(form.getByText('此项为必填项').first()).toBeVisible();
    await expect(form.getByText(/String must/)).toHaveCount(0);
    await form.getByRole('combobox', { name: '电梯', exact: true }).selectOption({ label: `1号客梯 · 曳引驱动乘客电梯 · ${LIFTS[0]!.registerCode}` });
    await expect(form.getByLabel('维保单位')).toHaveValue('宁波甬江电梯工程有限公司');
    await form.getByLabel('自行检查日期').fill('2026-11-02');
    await form.getByLabel('声明人（签字）').fill('王建国');
    // The declaration is the unit's own act: the box starts empty and the person ticks it.
    const declares = form.getByLabel('本单位声明该电梯符合下列全部事项');
    await expect(declares).not.toBeChecked();
    // Chakra's box draws over the input: a person clicks the words.
    await form.getByText('本单位声明该电梯符合下列全部事项').click();
    await expect(declares).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/compliance-form.png`, fullPage: true });
    await form.getByTestId('compliance-submit').click();
    await expect(toast(page, 'success', '符合性声明已提交')).toBeVisible();
    const detail = page.getByTestId('compliance-detail');
    await expect(detail).toContainText(LIFTS[0]!.registerCode);
    await expect(detail).toContainText('王建国');
    await expect(detail).toContainText('符合');
    await expect(detail).not.toContainText('不符合');
    await expect(page.getByTestId('compliance-table').first()).toContainText(LIFTS[0]!.registerCode);
    await saveFullScreen(page, 'compliance');
    await page.screenshot({ path: `${SHOTS}/compliance.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('compliance-download').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^电梯符合性声明_${LIFTS[0]!.registerCode}_\\d{4}\\.pdf$`));
    const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' }).replace(/\s/g, '');
    expect(text).toContain('王建国');
  });
});
