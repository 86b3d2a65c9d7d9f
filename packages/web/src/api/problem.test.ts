import { describe, expect, it } from 'vitest';
import { failureMessage, toCallFailure } from './problem';

const SERVER = '服务器错误，请稍后再试';

describe('failureMessage', () => {
  it('shows the platform detail of a refused call', () => {
    const error = { status: 400, body: { type: 'x', title: '请求有误', status: 400, detail: '用户名或密码错误' } };
    expect(failureMessage(error, SERVER)).toBe('用户名或密码错误');
  });

  it('falls back to the title when there is no detail', () => {
    expect(failureMessage({ status: 409, body: { title: '数据冲突' } }, SERVER)).toBe('数据冲突');
  });

  it('shows the server error for 5xx answers', () => {
    expect(failureMessage({ status: 502, body: { detail: 'upstream said no' } }, SERVER)).toBe(SERVER);
  });

  it('says the network is down when a call never reached the server', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), SERVER)).toBe('网络已断开，请检查网络连接后重试');
    expect(toCallFailure(new TypeError('Failed to fetch'))).toMatchObject({ status: 0 });
  });

  it('reads status 0 for errors without an answer', () => {
    expect(toCallFailure(new Error('boom'))).toEqual({ status: 0 });
  });

  it('gives the contract’s problem texts in English in en-US, and the platform’s own refusal as it came', () => {
    window.localStorage.setItem('portal.locale', 'en-US');
    expect(toCallFailure({ status: 409, body: { title: '数据冲突', detail: '报检申请已受理，不能取消' } })).toEqual({
      status: 409,
      title: 'Conflicting data',
      detail: '报检申请已受理，不能取消',
    });
    expect(toCallFailure({ status: 400, body: { title: '请求参数有误', detail: '长度不能超过500个字符' } })).toMatchObject({ detail: 'At most 500 characters' });
    expect(failureMessage({ status: 429, body: { title: '请求过于频繁' } }, SERVER)).toBe('Too many requests');
  });
});
