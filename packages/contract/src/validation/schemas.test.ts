import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { message } from '../messages';
import {
  ZAreaCode,
  ZCreditCode,
  ZEmail,
  ZFixedAssets,
  ZIdCard,
  ZMobile,
  ZPassword,
  ZPasswordChangeForm,
  ZPhone,
  ZPositiveInteger,
  ZPostcode,
  ZRegisterCode,
  ZTwoDecimal,
  ZNumberText,
  ZPositiveNumberText,
  choiceText,
  dateText,
  datesInOrder,
  optionalText,
  required,
  requiredText,
  ruleText,
  toPasswordUpdatePayload,
  withFormChecks,
} from './schemas';

function issuesOf(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const ruleSchemas = {
  ZEmail: [ZEmail, 'a@', 'email'],
  ZPositiveInteger: [ZPositiveInteger, '01', 'positiveInteger'],
  ZTwoDecimal: [ZTwoDecimal, '1.234', 'twoDecimal'],
  ZMobile: [ZMobile, '12812345678', 'mobile'],
  ZPhone: [ZPhone, '0574-123456', 'phone'],
  ZPostcode: [ZPostcode, '015000', 'postcode'],
  ZFixedAssets: [ZFixedAssets, '0', 'fixedAssets'],
  ZRegisterCode: [ZRegisterCode, '123', 'registerCode'],
  ZIdCard: [ZIdCard, '330203199002301234', 'idCard'],
  ZPassword: [ZPassword, 'abc', 'password'],
  ZCreditCode: [ZCreditCode, '91350100M000100Y44', 'creditCode'],
} as const;

describe('rule schemas', () => {
  it.each(Object.entries(ruleSchemas))('%s lets empty and missing values pass', (_, [schema]) => {
    expect(issuesOf(schema, '')).toEqual([]);
    expect(issuesOf(schema, undefined)).toEqual([]);
  });
  it.each(Object.entries(ruleSchemas))('%s rejects a bad value with its catalogue message', (_, [schema, bad, key]) => {
    expect(issuesOf(schema, bad)).toEqual([message(key)]);
  });
  it('ZTwoDecimal says "enter a number" first', () => {
    expect(issuesOf(ZTwoDecimal, 'abc')).toEqual(['请输入数字']);
    expect(issuesOf(ZTwoDecimal, '1.23')).toEqual([]);
  });
});

describe('required', () => {
  it('fails an empty or missing value with the required message', () => {
    const schema = required(ZMobile);
    expect(issuesOf(schema, '')).toEqual(['此项为必填项']);
    expect(issuesOf(schema, undefined)).toEqual(['此项为必填项']);
  });
  it('then applies the rule', () => {
    const schema = required(ZMobile);
    expect(issuesOf(schema, '123')).toEqual(['请输入正确的手机号码']);
    expect(schema.parse('13812345678')).toBe('13812345678');
  });
  it('takes another message key', () => {
    expect(issuesOf(required(ZPassword, 'newPasswordRequired'), '')).toEqual(['请输入正确格式的密码']);
  });
});

describe('ZAreaCode', () => {
  it('requires a value', () => {
    expect(issuesOf(ZAreaCode, '')).toEqual(['不能为空，请选择']);
    expect(issuesOf(ZAreaCode, undefined)).toEqual(['不能为空，请选择']);
  });
  it('requires the last level', () => {
    expect(issuesOf(ZAreaCode, '330200')).toEqual(['请选择到最后一级']);
    expect(issuesOf(ZAreaCode, '330000')).toEqual(['请选择到最后一级']);
    expect(issuesOf(ZAreaCode, '999999')).toEqual(['请选择到最后一级']);
  });
  it('accepts a district', () => {
    expect(ZAreaCode.parse('330212')).toBe('330212');
  });
});

describe('ZPasswordChangeForm', () => {
  const valid = { oldPassword: 'old', newPassword: 'Abc@12345', newPasswordCheck: 'Abc@12345' };

  it('accepts a matching valid new password', () => {
    expect(ZPasswordChangeForm.parse(valid)).toEqual(valid);
  });
  it('asks for each missing field with its own message', () => {
    const result = ZPasswordChangeForm.safeParse({ oldPassword: '', newPassword: '', newPasswordCheck: '' });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      oldPassword: '请输入当前密码',
      newPassword: '请输入正确格式的密码',
      newPasswordCheck: '请确认新密码',
    });
  });
  it('checks the new password against the password rule', () => {
    const result = ZPasswordChangeForm.safeParse({ ...valid, newPassword: 'abc', newPasswordCheck: 'abc' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['请输入符合规则的密码']);
  });
  it('reports a mismatch on newPasswordCheck', () => {
    const result = ZPasswordChangeForm.safeParse({ ...valid, newPasswordCheck: 'Abc@12346' });
    expect(result.error?.issues).toMatchObject([
      { path: ['newPasswordCheck'], message: '两次输入的新密码不一致' },
    ]);
  });
  it('keeps the confirmation out of the update payload', () => {
    expect(toPasswordUpdatePayload(valid)).toEqual({ oldPassword: 'old', newPassword: 'Abc@12345' });
  });
});

describe('form text schemas (values as typed)', () => {
  const failed = (schema: z.ZodTypeAny, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };

  it('skips rules on empty values; required fields fail empty', () => {
    expect(failed(requiredText(10), '  ')).toBe(message('required'));
    expect(failed(ruleText('phone'), '')).toBeNull();
    expect(failed(choiceText(['a'], true), '')).toBe(message('required'));
    expect(failed(choiceText(['a']), '')).toBeNull();
    expect(failed(choiceText(['a']), 'b')).toBe(message('invalidOption'));
    expect(failed(dateText(true), '')).toBe(message('required'));
    expect(failed(dateText(), '')).toBeNull();
  });

  it('applies the contract rule of the field', () => {
    expect(failed(ruleText('registerCode'), '3110')).toBe(message('registerCode'));
    expect(failed(ruleText('phone'), '0574-87654321')).toBeNull();
    expect(failed(ruleText('mobile'), '12345678901')).toBe(message('mobile'));
  });

  it('checks numbers, whole numbers and sizes', () => {
    expect(failed(ZNumberText, '1.75')).toBeNull();
    expect(failed(ZNumberText, '1,75')).toBe(message('number'));
    expect(failed(ruleText('positiveInteger'), '15')).toBeNull();
    expect(failed(ruleText('positiveInteger'), '015')).toBe(message('positiveInteger'));
    expect(failed(ZPositiveNumberText, '-3')).toBe(message('positiveNumber'));
    expect(failed(ZPositiveNumberText, 'abc')).toBe(message('number'));
    expect(failed(ZPositiveNumberText, '1240')).toBeNull();
    expect(failed(ZPositiveNumberText, '')).toBeNull();
  });

  it('asks the area selector to reach the last level', () => {
    expect(failed(ZAreaCode, '')).toBe(message('areaRequired'));
    expect(failed(ZAreaCode, '330200')).toBe(message('areaLastLevel'));
    expect(failed(ZAreaCode, '330212')).toBeNull();
  });

  it('trims optional text and keeps it within its length', () => {
    expect(optionalText(10).parse(' 北仑 ')).toBe('北仑');
    expect(optionalText(10).parse('  ')).toBe('');
    expect(failed(optionalText(2), '北仑区')).toBe('长度不能超过2个字符');
  });

  it('checks the order of two dates even while another field fails', () => {
    const schema = withFormChecks(z.object({ name: requiredText(10), from: dateText(), to: dateText() }), datesInOrder('from', 'to'));
    const result = schema.safeParse({ name: '', from: '2024-05-06', to: '2024-05-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', message('required')],
      ['to', message('dateRange')],
    ]);
    expect(schema.safeParse({ name: 'x', from: '2024-05-06', to: '' }).success).toBe(true);
    expect(schema.parse({ name: ' x ', from: '', to: '' })).toEqual({ name: 'x', from: '', to: '' });
  });
});
