import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';

const SHOTS = process.env.PORTAL_E2E_SHOTS ?? '/tmp/shots-C';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('paying an inspection application', () => {
  test('qiye pays the fee by scanning the QR code with a phone, and downloads the pay certificate', async ({ page, browser }) => {
    test.slow();
    await login(page, 'qiye');
    await page.goto('/company-service/online-apply-pay');
    const card = page.getByTestId('pay-card').filter({ has: page.getByText('1288.00').first() });
    await expect(card).toBeVisible();
    await expect(card).toContainText('31103302122021080045');
    await shot(page, 'pay-list');

    await card.getByTestId('pay-start').click();
    await expect(page).toHaveURL(/\/pay-code-order\?id=60001&orderNo=JY\d{20}$/);
    const order = page.getByTestId('pay-order');
    await expect(order.getByTestId('pay-order-amount')).toHaveText('¥ 1288.00');
    await expect(order.getByTestId('pay-order-state')).toHaveText('支付中');
    await expect(order.getByTestId('pay-order-countdown')).toHaveText(/^1[45]:\d\d$/);
    const orderNo = (await order.getByTestId('pay-order-no').textContent()) ?? '';
    const link = await order.getByTestId('pay-qr-code').getAttribute('data-value');
    expect(link).toMatch(new RegExp(`/pay-codeWW\\?orderNo=${orderNo}$`));
    await shot(page, 'pay-code-order');

    // The phone: no session, a 390 px screen. It sees the order only.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    await phone.goto(link!);
    const publicOrder = phone.getByTestId('pay-public');
    await expect(publicOrder.getByTestId('pay-public-amount')).toHaveText('¥ 1288.00');
    await expect(publicOrder).toContainText('宁波市特种设备检验研究院');
    await expect(publicOrder).toContainText('特种设备检验费');
    await expect(publicOrder).not.toContainText('悦澜');
    await expect(publicOrder).not.toContainText('张丽');
    await shot(phone, 'pay-codeWW-phone');

    await publicOrder.getByTestId('pay-public-go').click();
    await expect(phone).toHaveURL(/\/sandbox-pay\/pay\/wx[0-9a-f]+$/);
    await expect(phone.getByTestId('sandbox-amount')).toContainText('1288.00');
    await shot(phone, 'sandbox-pay-phone');

    // The first attempt fails: the desktop page says so and offers a new order.
    await phone.getByRole('button', { name: '模拟失败' }).click();
    await expect(phone.getByRole('status')).toHaveText('支付失败');
    await expect(order.getByTestId('pay-order-state')).toHaveText('支付失败', { timeout: 15_000 });
    await expect(order.getByTestId('pay-order-ended')).toContainText('支付失败');
    await shot(page, 'pay-code-order-failed');
    await order.getByTestId('pay-retry').click();
    await expect(page).not.toHaveURL(new RegExp(orderNo));
    // The new order replaces the old one on the page (the address changes first; the page follows it).
    await expect(order.getByTestId('pay-order-no')).not.toHaveText(orderNo);
    await expect(order.getByTestId('pay-qr-code')).not.toHaveAttribute('data-value', link!);
    await expect(order.getByTestId('pay-order-state')).toHaveText('支付中');
    const retryLink = await order.getByTestId('pay-qr-code').getAttribute('data-value');
    expect(retryLink).not.toBe(link);

    await phone.goto(retryLink!);
    await phone.getByTestId('pay-public-go').click();
    await expect(phone).toHaveURL(/\/sandbox-pay\/pay\/wx[0-9a-f]+$/);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByRole('status')).toHaveText('支付成功');
    await shot(phone, 'sandbox-paid-phone');
    await phoneContext.close();

    // The desktop page polls checkPayMent until it reports the payment.
    await expect(order.getByTestId('pay-order-state')).toHaveText('已支付', { timeout: 15_000 });
    await expect(order.getByTestId('pay-order-paid')).toBeVisible();
    await shot(page, 'pay-code-order-paid');
    const [download] = await Promise.all([page.waitForEvent('download'), order.getByTestId('pay-certificate').click()]);
    expect(download.suggestedFilename()).toMatch(/^缴费凭证-.+\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // Paid: nothing left to pay, and the application says so.
    await page.goto('/company-service/online-apply-pay');
    await expect(page.getByTestId('pay-list')).toContainText('暂无待缴费的报检申请');
    await page.goto('/company-service/online-apply-detail?id=60001');
    await expect(page.getByTestId('inspection-application-detail')).toContainText('已缴费');

    // Its invoice (the application has an invoice title) is issued at once.
    await page.goto('/company-service/invoice-query?state=issued');
    await expect(page.getByTestId('invoice-table')).toContainText('1288.00');
  });

  test('the public scan-to-pay page opens nothing for an unknown order', async ({ browser }) => {
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phone = await phoneContext.newPage();
    await phone.goto('/pay-codeWW?orderNo=JY00000000000000000000');
    await expect(phone.getByTestId('pay-public-notice')).toContainText('支付订单不存在');
    await phoneContext.close();
  });
});
