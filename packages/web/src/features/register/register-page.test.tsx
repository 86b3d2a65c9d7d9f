import { fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage, TEST_HUMAN_CHECK } from '../../test-support/render-page';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

const CAPTCHA = { captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' };
const WRONG_CAPTCHA = '图形验证码错误或已失效，请重新输入';
const WRONG_CAPTCHA_PROBLEM = { status: 400, body: { type: 'x', title: '请求参数有误', status: 400, detail: WRONG_CAPTCHA, errors: [{ path: 'captchaCode', message: WRONG_CAPTCHA }] } };

/** The page, a valid mobile and a captcha the (fake) gateway refuses: the first try of the code. */
async function sendWithWrongCaptcha() {
  renderPage(<RegisterPage />, { url: '/register' });
  await screen.findByAltText('图形验证码');
  fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), { target: { value: '13957400123' } });
  fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: 'aaaa' } });
  fireEvent.click(screen.getByTestId('send-sms-code'));
  expect(await screen.findByText(WRONG_CAPTCHA)).toBeTruthy();
}

describe('RegisterPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  // The unit's one stored value: 基本信息维护 shows and takes it in 万元 as well (company-maintain-page.test.tsx).
  it('takes the fixed assets in 万元', async () => {
    installFakeApi({ 'GET /api/v1/captcha': () => ({ body: CAPTCHA }) });
    renderPage(<RegisterPage />, { url: '/register' });
    expect(await screen.findByRole('textbox', { name: '固定资产（万元）' })).toBeTruthy();
    expect(screen.queryByText('元')).toBeNull();
  });

  it('asks for a valid mobile and the captcha before any code is sent', async () => {
    const api = installFakeApi({ 'GET /api/v1/captcha': () => ({ body: CAPTCHA }) });
    renderPage(<RegisterPage />, { url: '/register' });
    await screen.findByAltText('图形验证码');
    fireEvent.click(screen.getByTestId('send-sms-code'));
    expect(await screen.findByText('请先填写正确的手机号码')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), { target: { value: '13957400123' } });
    fireEvent.click(screen.getByTestId('send-sms-code'));
    expect(await screen.findByText(message('captchaRequired'))).toBeTruthy();
    expect(api.callsTo('/api/v1/sms-codes')).toHaveLength(0);
  });

  it('sends the code with the captcha, shows a refusal on the captcha field and draws a new one', async () => {
    const api = installFakeApi({
      'GET /api/v1/captcha': () => ({ body: CAPTCHA }),
      'POST /api/v1/sms-codes': () => WRONG_CAPTCHA_PROBLEM,
    });
    await sendWithWrongCaptcha();
    expect(api.callsTo('/api/v1/sms-codes')[0]?.body).toEqual({ mobile: '13957400123', purpose: 'register', captchaId: 'c1', captchaCode: 'AAAA', altcha: TEST_HUMAN_CHECK });
    await waitFor(() => expect(api.callsTo('/api/v1/captcha').length).toBeGreaterThanOrEqual(2));
  });

  // A refused try used its captcha up: a send before the next one has come must not carry the old id.
  it('sends nothing while the next captcha loads, then sends with the new one', async () => {
    let nextCaptcha: (reply: { body: unknown }) => void = () => undefined;
    let captchas = 0;
    const api = installFakeApi({
      'GET /api/v1/captcha': () => (++captchas === 1 ? { body: CAPTCHA } : new Promise((resolve) => (nextCaptcha = resolve))),
      'POST /api/v1/sms-codes': (call) =>
        (call.body as { captchaId: string }).captchaId === 'c1' ? WRONG_CAPTCHA_PROBLEM : { status: 202, body: { maskedMobile: '139****0123', resendAfterSeconds: 60 } },
    });
    await sendWithWrongCaptcha();
    await waitFor(() => expect(captchas).toBe(2));

    fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: '7k4w' } });
    fireEvent.click(screen.getByTestId('send-sms-code'));
    expect(await screen.findByText('图形验证码尚未加载，请稍候，或点击图片换一张')).toBeTruthy();
    expect(api.callsTo('/api/v1/sms-codes')).toHaveLength(1);

    nextCaptcha({ body: { captchaId: 'c2', image: CAPTCHA.image } });
    await screen.findByAltText('图形验证码');
    fireEvent.click(screen.getByTestId('send-sms-code'));
    await waitFor(() => expect(api.callsTo('/api/v1/sms-codes')).toHaveLength(2));
    expect(api.callsTo('/api/v1/sms-codes')[1]?.body).toMatchObject({ captchaId: 'c2', captchaCode: '7K4W' });
  });
});
