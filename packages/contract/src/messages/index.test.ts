import { describe, expect, it } from 'vitest';
import { enUS, formatMessage, message, passwordHints, translateMessage, zhCN, type MessageKey } from './index';

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
  it('reads a zh-CN message back into another locale, placeholders and all', () => {
    expect(translateMessage('长度不能超过500个字符', 'en-US')).toBe('At most 500 characters');
    expect(translateMessage('服务器响应超时，请稍后再试', 'en-US')).toBe('The server timed out, please try again later');
    expect(translateMessage('报检申请不存在或无权查看', 'en-US')).toBe('报检申请不存在或无权查看');
    expect(translateMessage('长度不能超过500个字符', 'zh-CN')).toBe('长度不能超过500个字符');
  });
});
