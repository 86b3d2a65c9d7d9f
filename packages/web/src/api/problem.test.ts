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
});
