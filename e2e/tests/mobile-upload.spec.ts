import { expect, test } from '@playwright/test';
import { login, saveScreen } from '../support/session';

/** A PNG of one white pixel, as a phone's camera would send a (much larger) photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

test.describe('attachments from a phone', () => {
  test('a form hands its upload to a phone by QR code, and the photo appears without a reload', async ({ page, browser }) => {
    test.slow();
    await login(page, 'qiye');
    await page.goto('/use-record/apply');
    const form = page.getByTestId('use-record-form');
    await form.getByTestId('attachment-mobile').click();
    const dialog = page.getByTestId('mobile-upload-dialog');
    const qr = dialog.getByTestId('mobile-upload-qr');
    await expect(qr).toBeVisible();
    const link = await qr.getAttribute('data-value');
    expect(link).toMatch(/\/attachmentUploadMobile\?token=[A-Za-z0-9_-]{24}$/);
    await saveScreen(page, 'mobile-upload-dialog');

    // The phone: no session, a 390 px screen.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    await phone.goto(link!);
    const mobile = phone.getByTestId('mobile-upload-page');
    await expect(mobile).toContainText('上传到：使用登记申请');
    await expect(mobile).toContainText('还可上传 20 个');
    // A file of a type the portal does not take is refused on the phone, before sending.
    await mobile.getByTestId('mobile-upload-input').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(mobile.locator('[data-state=failed]')).toContainText('类型不支持');
    await mobile.getByTestId('mobile-upload-input').setInputFiles({ name: '铭牌照片.png', mimeType: 'image/png', buffer: PNG });
    await expect(mobile.getByTestId('mobile-upload-done')).toBeVisible();
    await expect(mobile.locator('[data-state=done]')).toContainText('铭牌照片.png');
    await phone.screenshot({ path: 'screenshots/mobile-upload-phone.png', fullPage: true });
    // Nothing of the user or the unit is on the phone's page.
    await expect(mobile).not.toContainText('张丽');
    await expect(mobile).not.toContainText('悦澜');

    // The desktop form shows the photo by itself.
    await expect(dialog.getByTestId('mobile-upload-count')).toHaveText('已收到 1 个文件');
    await dialog.getByRole('button', { name: 'Close' }).or(dialog.getByLabel('Close')).first().click();
    await expect(form.getByTestId('attachment-list')).toContainText('铭牌照片.png');

    // A made-up token is refused with what to do next.
    await phone.goto('/attachmentUploadMobile?token=AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(phone.getByTestId('mobile-upload-invalid')).toContainText('重新生成');
    await phoneContext.close();
  });
});
