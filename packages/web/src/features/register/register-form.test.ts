import { message } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_REGISTER, registerSchema, toApplicationBody, type RegisterValues } from './register-form';

const FILLED: RegisterValues = {
  ...EMPTY_REGISTER,
  unitName: '宁波海曙汇通电梯工程有限公司',
  creditCode: '91330203MA2GQ8XC93',
  areaCode: '330203',
  regAddress: '宁波市海曙区中山西路100号',
  businessAddress: '宁波市海曙区望春工业园区科创路8号',
  legalPerson: '李国强',
  contactPerson: '周敏',
  contactPhone: '0574-87001234',
  mobile: '13957400123',
  captchaId: 'c1',
  captchaCode: '7K4W',
  smsCode: '123456',
  loginName: 'huitong_zm',
  password: 'Huitong@2024',
  passwordCheck: 'Huitong@2024',
};

describe('the register form', () => {
  it('accepts a complete application and posts it without the captcha', async () => {
    expect(await formMessages(registerSchema, FILLED, { enforceRequired: true })).toEqual({});
    const body = toApplicationBody({ ...registerSchema.parse(FILLED), captchaId: 'c1', captchaCode: '7K4W' });
    expect(body).not.toHaveProperty('captchaId');
    expect(body).not.toHaveProperty('captchaCode');
    expect(body).toMatchObject({ creditCode: '91330203MA2GQ8XC93', smsCode: '123456' });
  });

  it("says the spec's words for a wrong credit code, mobile, postal code and password", async () => {
    const messages = await formMessages(
      registerSchema,
      { ...FILLED, creditCode: '91330203MA2GQ8XC94', mobile: '2395740012', postcode: '015000', fixedAssets: '0', password: 'abc12345', passwordCheck: 'abc12345' },
      { enforceRequired: false },
    );
    expect(messages).toMatchObject({
      creditCode: message('creditCode'),
      mobile: message('mobile'),
      postcode: message('postcode'),
      fixedAssets: message('fixedAssets'),
      password: message('password'),
    });
  });

  it('asks for the area to the last level and for the confirmation to match', async () => {
    const messages = await formMessages(registerSchema, { ...FILLED, areaCode: '330200', passwordCheck: 'Huitong@2025' }, { enforceRequired: true });
    expect(messages.areaCode).toBe(message('areaLastLevel'));
  });

  it('marks the required fields when submitted empty', async () => {
    const messages = await formMessages(registerSchema, EMPTY_REGISTER, { enforceRequired: true });
    expect(messages).toMatchObject({ unitName: message('required'), creditCode: message('required'), areaCode: message('areaRequired'), loginName: message('usernameRequired') });
    expect(messages).not.toHaveProperty('email');
  });
});
