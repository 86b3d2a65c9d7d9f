import { message } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_RESET, resetSchema, toResetBody } from './reset-form';

const FILLED = { ...EMPTY_RESET, loginName: 'zhenhai', name: '王建国', mobile: '15067423318', smsCode: '123456', password: 'Hongtai#2025', passwordCheck: 'Hongtai#2025' };

describe('the reset-password form', () => {
  it("asks for the account, the mobile, the code and the new password in the spec's words", async () => {
    const messages = await formMessages(resetSchema, EMPTY_RESET, { enforceRequired: true });
    expect(messages.loginName).toBe(message('usernameRequired'));
    expect(messages.name).toBe(message('nameRequired'));
    expect(messages.password).toBe(message('newPasswordRequired'));
    expect(messages.smsCode).toBe(message('smsCode'));
    expect(messages.unitName).toBeUndefined();
  });

  it('refuses a bad mobile, a weak password and a confirmation that differs', async () => {
    const messages = await formMessages(resetSchema, { ...FILLED, mobile: '1506742331', password: '123456', passwordCheck: '1234567' }, { enforceRequired: true });
    expect(messages.mobile).toBe(message('mobile'));
    expect(messages.password).toBeDefined();
    expect(messages.passwordCheck).toBe(message('passwordMismatch'));
  });

  it('posts the application without the captcha', () => {
    const { captchaId: _id, captchaCode: _code, ...application } = FILLED;
    expect(toResetBody({ ...application, attachmentIds: [], captchaId: 'c1', captchaCode: '7K4W' })).toEqual({ ...application, attachmentIds: [] });
  });
});
