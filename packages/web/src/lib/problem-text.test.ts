import { describe, expect, it } from 'vitest';
import { problemFieldErrors, problemText } from './problem-text';

const FALLBACK = '服务器错误，请稍后再试';

describe('problemText', () => {
  it('shows the detail of a 501 or 502 problem rather than the generic text', () => {
    const error = { status: 501, body: { type: 'x', title: '尚未实现', status: 501, detail: '平台尚未提供设备查询接口' } };
    expect(problemText(error, FALLBACK)).toBe('平台尚未提供设备查询接口');
    expect(problemText({ status: 502, body: { title: '平台调用失败' } }, FALLBACK)).toBe('平台调用失败');
  });

  it('says the network is down when a call got no answer, rather than blaming the server', () => {
    expect(problemText(new TypeError('Failed to fetch'), FALLBACK)).toBe('网络已断开，请检查网络连接后重试');
  });

  it('falls back for an error that is neither a problem nor a network failure', () => {
    expect(problemText(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('problemFieldErrors', () => {
  it('keys the first message of each path', () => {
    const error = {
      status: 400,
      body: {
        errors: [
          { path: 'registerCode', message: '请输入20位数字的注册代码' },
          { path: 'registerCode', message: '其他' },
          { path: 'params.ratedLoad', message: '请输入数字' },
        ],
      },
    };
    expect(problemFieldErrors(error)).toEqual({
      registerCode: '请输入20位数字的注册代码',
      'params.ratedLoad': '请输入数字',
    });
  });

  it('is empty for answers without field errors', () => {
    expect(problemFieldErrors({ status: 502, body: { title: 'x' } })).toEqual({});
    expect(problemFieldErrors(null)).toEqual({});
  });
});
