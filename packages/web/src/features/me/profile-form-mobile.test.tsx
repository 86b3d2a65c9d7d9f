import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { ProfileFormView } from './profile-form';

afterEach(() => vi.unstubAllGlobals());

const INITIAL = { name: '王建国', idCard: '', phone: '', mobile: '15067423318' };
const WRONG_PASSWORD = '当前密码错误，请重新输入';
const EXPIRED = '短信验证码已过期或已使用，请重新获取';
const problem = (path: string, detail: string) => ({ status: 400, body: { type: 'x', title: '请求参数有误', status: 400, detail, errors: [{ path, code: 'invalid_value', message: detail }] } });

const renderForm = () => renderPage(<ProfileFormView loginName="zhenhai" initial={INITIAL} />);
const mobileBox = () => screen.getByRole('textbox', { name: '手机号码' });

describe('the profile form and a mobile change', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('saves a profile that keeps the mobile with no password or code', async () => {
    const api = installFakeApi({ 'PUT /api/v1/me': (call) => ({ body: { loginName: 'zhenhai', ...(call.body as object) } }) });
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: '联系电话' }), { target: { value: '0574-87654321' } });
    expect(screen.queryByLabelText('当前密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('/api/v1/me')).toHaveLength(1));
    expect(api.callsTo('/api/v1/me')[0]?.body).toEqual({ ...INITIAL, phone: '0574-87654321' });
  });

  it('asks for 当前密码 and 短信验证码 when the mobile changes, before anything is sent', async () => {
    const api = installFakeApi({});
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: '手机号码' }), { target: { value: '13900000003' } });
    expect(await screen.findByLabelText(/当前密码/)).toBeTruthy();
    expect(screen.getByTestId('send-mobile-code').textContent).toBe('获取验证码');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入当前密码')).toBeTruthy();
    expect(screen.getByText('请输入正确的短信验证码')).toBeTruthy();
    expect(api.callsTo('/api/v1/me')).toHaveLength(0);
  });

  it('sends the code to the new number and counts down', async () => {
    const api = installFakeApi({ 'POST /api/v1/me/mobile-code': () => ({ status: 202, body: { maskedMobile: '139****0003', resendAfterSeconds: 60 } }) });
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: '手机号码' }), { target: { value: '13900000003' } });
    fireEvent.click(await screen.findByTestId('send-mobile-code'));
    await waitFor(() => expect(screen.getByTestId('send-mobile-code').textContent).toMatch(/^(60|59)秒后重新获取$/));
    expect((screen.getByTestId('send-mobile-code') as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/api/v1/me/mobile-code')[0]?.body).toEqual({ mobile: '13900000003' });
  });

  it('shows the platform’s refusals on their fields: a wrong password, an expired code', async () => {
    let reply = problem('password', WRONG_PASSWORD);
    const api = installFakeApi({ 'PUT /api/v1/me': () => reply });
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: '手机号码' }), { target: { value: '13900000003' } });
    fireEvent.change(await screen.findByLabelText(/当前密码/), { target: { value: 'Wrong@2024' } });
    fireEvent.change(screen.getByPlaceholderText('请输入6位验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText(WRONG_PASSWORD)).not.toHaveLength(0);
    expect(api.callsTo('/api/v1/me')[0]?.body).toEqual({ ...INITIAL, mobile: '13900000003', password: 'Wrong@2024', smsCode: '123456' });
    reply = problem('smsCode', EXPIRED);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText(EXPIRED)).not.toHaveLength(0);
    expect(mobileBox()).toBeTruthy();
  });
});
