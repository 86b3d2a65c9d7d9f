import { describe, expect, it } from 'vitest';
import { redactPersonalData, urlPath } from './redact';

describe('redactPersonalData', () => {
  it('masks mobile numbers, ID card numbers and e-mail addresses', () => {
    const text = '用户 13812345678 身份证 33020319900307103X 邮箱 zhang.li@example.com 出错';
    const safe = redactPersonalData(text);
    expect(safe).not.toMatch(/13812345678|33020319900307103X|zhang\.li@example\.com/);
    expect(safe).toContain('出错');
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
