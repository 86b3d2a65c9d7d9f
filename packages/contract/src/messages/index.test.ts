import { describe, expect, it } from 'vitest';
import { enUS, formatMessage, message, passwordHints, zhCN, type MessageKey } from './index';

describe('message', () => {
  it('defaults to zh-CN', () => {
    expect(message('email')).toBe('请输入正确的邮箱格式');
  });
  it('speaks en-US on request', () => {
    expect(message('email', 'en-US')).toBe('Please enter a correct email format');
  });
  it('has every zh-CN key in en-US and no other', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    for (const key of Object.keys(zhCN) as MessageKey[]) expect(enUS[key]).not.toBe('');
  });
  it('fills placeholders', () => {
    expect(formatMessage('tooLong', { max: 50 })).toBe('长度不能超过50个字符');
  });
  it('lists the five password hints of the dialog', () => {
    expect(passwordHints()).toEqual([
      '长度为8-16位',
      '至少包含一个大写字母',
      '至少包含一个小写字母',
      '至少包含一个数字',
      '至少包含一个特殊字符 ~!@#$%^&*?().',
    ]);
  });
});
