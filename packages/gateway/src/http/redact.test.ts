import { describe, expect, it } from 'vitest';
import { maskSecrets, redactPersonalData, urlPath } from './redact';

describe('maskSecrets', () => {
  it.each([
    ['password=Secret123', 'password=***'],
    ['PASSWORD = Secret123 next', 'PASSWORD = *** next'],
    ['pwd:Secret123', 'pwd:***'],
    ['pwd: Secret123, user=qiye', 'pwd: ***, user=qiye'],
    ['passwd=hunter2', 'passwd=***'],
    ['oldPassword=a1&newPassword=b2&x=1', 'oldPassword=***&newPassword=***&x=1'],
    ['token=abc.def', 'token=***'],
    ['access_token=abc; path=/', 'access_token=***; path=/'],
    ['X-Session-Token: v1.abc', 'X-Session-Token: ***'],
    ['secret=s3cr3t', 'secret=***'],
    ['clientSecret=s3cr3t', 'clientSecret=***'],
    ['api_key=k-123', 'api_key=***'],
    ['密码：Demo@2024', '密码：***'],
    ['口令=Demo@2024', '口令=***'],
  ])('masks the value of %s', (text, masked) => {
    expect(maskSecrets(text)).toBe(masked);
  });

  it('masks JSON members, keeping the JSON well formed', () => {
    const json = JSON.stringify({ username: 'qiye', password: 'Demo @2024 "x"', token: 'abc' });
    const masked = maskSecrets(json);
    expect(JSON.parse(masked)).toEqual({ username: 'qiye', password: '***', token: '***' });
    expect(maskSecrets(`{'pwd': 'a b c'}`)).toBe(`{'pwd': '***'}`);
  });

  it('masks JSON that is itself inside a JSON string', () => {
    const outer = JSON.stringify({ mes: JSON.stringify({ password: 'Demo@2024', user: 'qiye' }) });
    const masked = maskSecrets(outer);
    expect(masked).not.toContain('Demo@2024');
    expect(JSON.parse(JSON.parse(masked).mes)).toEqual({ password: '***', user: 'qiye' });
  });

  it('masks bearer and basic credentials in any case', () => {
    expect(maskSecrets('Authorization: Bearer v1.eyJhbGciOi.x-y_z')).toBe('Authorization: ***');
    expect(maskSecrets('sent bearer abc.def=')).toBe('sent bearer ***');
    expect(maskSecrets('Basic cWl5ZTpEZW1vQDIwMjQ= failed')).toBe('Basic *** failed');
  });

  it('keeps the first 3 and last 4 digits of a mobile number', () => {
    expect(maskSecrets('联系人 13912345678，')).toBe('联系人 139****5678，');
    expect(maskSecrets('+86 13912345678')).toBe('+86 139****5678');
    expect(maskSecrets('tel:+8613912345678')).toBe('tel:+86139****5678');
    expect(maskSecrets('?keyword=13912345678&page=1')).toBe('?keyword=139****5678&page=1');
  });

  it('masks an 18-digit ID card number, also with a final X', () => {
    expect(maskSecrets('身份证 330203199001011234 出错')).toBe('身份证 330***********1234 出错');
    expect(maskSecrets('id=33020319900307103X')).toBe('id=330***********103X');
  });

  it('masks e-mail addresses down to their first letter and domain', () => {
    expect(maskSecrets('mail zhang.li@example.com now')).toBe('mail z***@example.com now');
  });

  it('leaves ordinary text and short or longer numbers alone', () => {
    const text = 'TypeError at line 42 (HTTP 500), equipment 30106, order 12345678901234567890';
    expect(maskSecrets(text)).toBe(text);
    expect(maskSecrets('password reset page opened')).toBe('password reset page opened');
  });

  it('masks everything in the line the issue reported', () => {
    const masked = maskSecrets('password=Secret123 token=abc Bearer xyz 13912345678 330203199001011234');
    expect(masked).toBe('password=*** token=*** Bearer *** 139****5678 330***********1234');
  });
});

describe('redactPersonalData', () => {
  it('masks mobile numbers, ID card numbers and e-mail addresses', () => {
    const text = '用户 13812345678 身份证 33020319900307103X 邮箱 zhang.li@example.com 出错';
    const safe = redactPersonalData(text);
    expect(safe).not.toMatch(/13812345678|33020319900307103X|zhang\.li@example\.com/);
    expect(safe).toContain('出错');
  });

  it('masks secrets too', () => {
    expect(redactPersonalData('login failed password=Demo@2024')).toBe('login failed password=***');
  });

  it('keeps short numbers such as line numbers and status codes', () => {
    expect(redactPersonalData('TypeError at line 42 (HTTP 500)')).toBe('TypeError at line 42 (HTTP 500)');
  });

  it('bounds the length', () => {
    expect(redactPersonalData('a'.repeat(1000), 50)).toHaveLength(51);
  });
});

describe('urlPath', () => {
  it('drops the query string and fragment', () => {
    expect(urlPath('http://portal/equipment?mobile=13812345678#x')).toBe('/equipment');
  });

  it('accepts a relative URL', () => {
    expect(urlPath('/system/account?x=1')).toBe('/system/account');
  });
});
