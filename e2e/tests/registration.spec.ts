import { expect, test, type Page } from '@playwright/test';
import { saveFullScreen, smallPdf, waitForList } from '../support/business';
import { login, saveScreen, toast } from '../support/session';

/** CAPTCHA_FIXED_ANSWER of the e2e server (playwright.config.ts): every captcha draws it. */
const CAPTCHA = '7K4W';
const MOBILE = '13957400123';
const UNIT = '宁波海曙汇通电梯工程有限公司';
const CREDIT_CODE = '91330203MA2GQ8XC93';
const LOGIN_NAME = 'huitong_zm';
const PASSWORD = 'Huitong@2024';

/** The newest code the platform "sent" to `mobile`, read on the demo outbox page like a phone. */
async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  await page.goto(`/sms-outbox?mobile=${mobile}`);
  const latest = page.getByTestId('outbox-messages').locator('tbody tr').first();
  await expect(latest).toContainText('验证码');
  const text = await latest.innerText();
  return /验证码(\d{6})/.exec(text)?.[1] ?? '';
}

test.describe('registration', () => {
  test('a new enterprise registers, shenhe confirms it, and its user sees an empty equipment list of its own', async ({ page, browser }) => {
    test.slow();
    await page.goto('/login');
    await page.getByRole('link', { name: '企业注册' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const form = page.getByTestId('register-form');
    await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
    await saveFullScreen(page, 'registration-01-empty');

    // Bad input: the spec's messages, nothing sent.
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('此项为必填项').first()).toBeVisible();
    await form.getByLabel('统一社会信用代码').fill('91330203MA2GQ8XC94');
    await form.getByLabel('手机号码').fill('1395740012');
    await form.getByLabel('邮政编码').fill('015000');
    await form.getByLabel('登录密码').fill('abc12345');
    await expect(form.getByText('请输入正确的统一社会信用代码')).toBeVisible();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByText('请输入正确的邮政编码')).toBeVisible();
    await expect(form.getByText('请输入符合规则的密码')).toBeVisible();
    await saveFullScreen(page, 'registration-02-bad-input');

    // A registered unit is named at once.
    await form.getByLabel('统一社会信用代码').fill('91330212MA281Q4D6T');
    await expect(form.getByText('该单位（宁波悦澜酒店管理有限公司）已注册或正在审核，请勿重复申请')).toBeVisible();

    await form.getByLabel('单位名称').fill(UNIT);
    await form.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
    await form.getByLabel('省').selectOption({ label: '浙江省' });
    await form.getByLabel('市').selectOption({ label: '宁波市' });
    await form.getByLabel('区(县)').selectOption({ label: '海曙区' });
    await form.getByLabel('注册地址').fill('宁波市海曙区中山西路100号');
    await form.getByLabel('生产经营地址').fill('宁波市海曙区望春工业园区科创路8号');
    await form.getByLabel('法定代表人').fill('李国强');
    await form.getByLabel('成立日期').fill('2015-03-18');
    await form.getByLabel('固定资产（万元）').fill('500');
    await form.getByLabel('邮政编码').fill('315000');
    await form.getByLabel('电子邮箱').fill('zhoumin@example.com');
    await form.getByLabel('联系人').fill('周敏');
    await form.getByLabel('联系电话').fill('0574-87001234');
    await form.getByLabel('手机号码').fill(MOBILE);

    // The SMS code: a wrong captcha first, then the right one, typed from the new image as a person would
    // (that try used the first captcha up; a send before the next one has come is refused in the form).
    await form.getByLabel('图形验证码').fill('AAAA');
    const nextCaptcha = page.waitForResponse((response) => response.url().endsWith('/api/v1/captcha'));
    await form.getByTestId('send-sms-code').click();
    await expect(form.getByText('图形验证码错误或已失效，请重新输入')).toBeVisible();
    await nextCaptcha;
    await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
    await form.getByLabel('图形验证码').fill(CAPTCHA);
    await form.getByTestId('send-sms-code').click();
    await expect(toast(page, 'success', '验证码已发送至139****0123')).toBeVisible();
    await expect(form.getByTestId('send-sms-code')).toContainText('秒后重新获取');

    const phone = await browser.newPage();
    const code = await codeFromOutbox(phone, MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    await saveScreen(phone, 'registration-03-sms-outbox');

    await form.getByLabel('短信验证码').fill(code);
    const documents = form.getByTestId('register-documents');
    await form.getByTestId('document-licence').setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: smallPdf('营业执照') });
    await expect(documents.locator('[data-slot=licence]')).toContainText('营业执照.pdf');
    await form.getByTestId('document-authorisation').setInputFiles({ name: '授权委托书.pdf', mimeType: 'application/pdf', buffer: smallPdf('授权委托书') });
    await expect(documents.locator('[data-slot=authorisation]')).toContainText('授权委托书.pdf');
    await form.getByLabel('登录名').fill(LOGIN_NAME);
    await form.getByLabel('登录密码').fill(PASSWORD);
    await form.getByLabel('确认密码').fill(PASSWORD);
    await saveFullScreen(page, 'registration-04-filled');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/register-success\?no=ZC\d{11}&/);
    await expect(page.getByTestId('register-success')).toContainText('注册申请已提交');
    await expect(page.getByTestId('register-success')).toContainText(/受理编号：ZC\d{11}/);
    await saveScreen(page, 'registration-05-success');

    // The institute confirms it.
    const institute = await browser.newContext();
    const auditor = await institute.newPage();
    await login(auditor, 'shenhe');
    await auditor.goto('/account/check?state=pending');
    await waitForList(auditor, 'registration-check-table');
    const row = auditor.getByTestId('registration-check-table').locator('tbody tr', { hasText: UNIT });
    await expect(row).toContainText('139****0123');
    await expect(row).toContainText('待审核');
    await saveFullScreen(auditor, 'registration-06-check-list');
    await row.getByRole('link', { name: '审核' }).click();
    const detail = auditor.getByTestId('registration-detail');
    await expect(detail).toContainText(CREDIT_CODE);
    await expect(detail).toContainText('海曙区');
    const files = auditor.getByTestId('registration-documents');
    await expect(files).toContainText('营业执照.pdf');
    await expect(files).toContainText('授权委托书.pdf');
    const href = await files.getByRole('link', { name: '查看' }).first().getAttribute('href');
    const opened = await auditor.request.get(href ?? '');
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    await saveFullScreen(auditor, 'registration-07-detail');
    await auditor.getByTestId('audit-decision').getByLabel('审核意见').fill('材料齐全，同意注册');
    await auditor.getByTestId('audit-approve').click();
    await expect(toast(auditor, 'success', '已审核通过')).toBeVisible();
    const record = auditor.getByTestId('audit-record');
    await expect(record).toContainText('已通过');
    await expect(record).toContainText('陈审核');
    await expect(record).toContainText('材料齐全，同意注册');
    await saveFullScreen(auditor, 'registration-08-approved');
    await institute.close();

    // The applicant hears of it and signs in to an empty equipment list of the new unit.
    await phone.goto(`/sms-outbox?mobile=${MOBILE}`);
    await expect(phone.getByTestId('outbox-messages').locator('tbody tr').first()).toContainText('审核通过');
    await phone.close();
    await login(page, LOGIN_NAME, PASSWORD);
    await page.goto('/equipment/query-comprehensive');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('shell')).toContainText('周敏');
    await saveFullScreen(page, 'registration-09-new-user');
  });
});
