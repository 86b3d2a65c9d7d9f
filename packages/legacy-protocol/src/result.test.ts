import { describe, expect, it } from 'vitest';
import { LOGIN_EXPIRED_MESSAGE, SERVER_ERROR_MESSAGE, normaliseAnswer } from './result';

describe('normaliseAnswer: session gone', () => {
  it('maps result "login" to a login outcome with the platform message', () => {
    expect(normaliseAnswer({ result: 'login', message: '请重新登录' })).toEqual({ kind: 'login', message: '请重新登录' });
  });

  it('uses the default expiry message when the platform gives none', () => {
    expect(normaliseAnswer({ result: 'login' })).toEqual({ kind: 'login', message: LOGIN_EXPIRED_MESSAGE });
    expect(LOGIN_EXPIRED_MESSAGE).toBe('您的登录信息已过期，请重新登录。');
  });
});

describe('normaliseAnswer: success flags', () => {
  it.each([
    ['result', 'true'],
    ['result', true],
    ['result', 1],
    ['result', '1'],
    ['success', true],
    ['success', 'true'],
    ['success', 1],
    ['success', '1'],
    ['isSuccess', 1],
    ['isSuccess', '1'],
    ['isSuccess', true],
    ['isSuccess', 'true'],
  ])('treats %s = %j as success', (key, value) => {
    expect(normaliseAnswer({ [key]: value, data: { id: 'u1' } })).toEqual({ kind: 'ok', data: { id: 'u1' } });
  });

  it('keeps the success message', () => {
    expect(normaliseAnswer({ result: 'true', message: '登录成功！' })).toEqual({
      kind: 'ok',
      data: {},
      message: '登录成功！',
    });
  });

  it('is success when any one flag is truthy', () => {
    expect(normaliseAnswer({ result: 'false', success: true }).kind).toBe('ok');
  });
});

describe('normaliseAnswer: failure flags', () => {
  it.each([
    ['result', 'false'],
    ['result', false],
    ['result', 0],
    ['result', '0'],
    ['result', 'yes'],
    ['success', false],
    ['success', 'false'],
    ['isSuccess', 0],
    ['isSuccess', '0'],
    ['isSuccess', 2],
  ])('treats %s = %j as failure', (key, value) => {
    expect(normaliseAnswer({ [key]: value }).kind).toBe('error');
  });

  it('takes the text from errorMsg first', () => {
    expect(normaliseAnswer({ isSuccess: 0, errorMsg: '申请不存在', errmsg: 'b', message: 'c' })).toEqual({
      kind: 'error',
      message: '申请不存在',
    });
  });

  it('takes the text from errmsg next', () => {
    expect(normaliseAnswer({ success: false, errmsg: '验证码错误', message: 'c' })).toEqual({
      kind: 'error',
      message: '验证码错误',
    });
  });

  it('takes the text from message last', () => {
    expect(normaliseAnswer({ result: 'false', message: '账号或密码错误，请重试。' })).toEqual({
      kind: 'error',
      message: '账号或密码错误，请重试。',
    });
  });

  it('falls back to the generic server error text', () => {
    expect(normaliseAnswer({ result: 'false' })).toEqual({ kind: 'error', message: SERVER_ERROR_MESSAGE });
    expect(SERVER_ERROR_MESSAGE).toBe('服务器错误，请稍后再试');
  });

  it('skips empty error texts', () => {
    expect(normaliseAnswer({ result: 'false', errorMsg: '', message: '保存失败' })).toEqual({
      kind: 'error',
      message: '保存失败',
    });
  });
});

describe('normaliseAnswer: where the payload sits', () => {
  it('reads the payload under data', () => {
    expect(normaliseAnswer({ result: 'true', data: [1, 2] })).toEqual({ kind: 'ok', data: [1, 2] });
  });

  it('keeps a null data as the payload', () => {
    expect(normaliseAnswer({ success: true, data: null })).toEqual({ kind: 'ok', data: null });
  });

  it('reads the payload under page', () => {
    const page = { pageNo: 1, pageSize: 20, count: 0, list: [] };
    expect(normaliseAnswer({ result: 'true', page })).toEqual({ kind: 'ok', data: page });
  });

  it('prefers data over page', () => {
    expect(normaliseAnswer({ result: 'true', data: 'd', page: 'p' })).toEqual({ kind: 'ok', data: 'd' });
  });

  it('reads a top-level payload without the flag and message keys', () => {
    const body = { result: 'true', message: '成功', success: true, errorMsg: '', errmsg: '', id: 'u1', name: '张三' };
    expect(normaliseAnswer(body)).toEqual({ kind: 'ok', data: { id: 'u1', name: '张三' }, message: '成功' });
  });

  it('cannot be given another prototype by a __proto__ key in the answer', () => {
    const data = (normaliseAnswer(JSON.parse('{"result":"true","id":"u1","__proto__":{"polluted":true}}')) as { data: Record<string, unknown> }).data;
    expect(data).toEqual({ id: 'u1' });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data.polluted).toBeUndefined();
  });

  it('does not modify the body', () => {
    const body = { result: 'true', id: 'u1' };
    normaliseAnswer(body);
    expect(body).toEqual({ result: 'true', id: 'u1' });
  });
});

describe('normaliseAnswer: answers without a flag', () => {
  it('treats a bare JeeSite page as success', () => {
    const page = { pageNo: 1, pageSize: 20, count: 2, list: [{ id: 'a' }, { id: 'b' }] };
    expect(normaliseAnswer(page)).toEqual({ kind: 'ok', data: page });
  });

  it('treats a flagless plain object as success', () => {
    expect(normaliseAnswer({ url: '/api/print/x.pdf' })).toEqual({ kind: 'ok', data: { url: '/api/print/x.pdf' } });
  });

  it('treats null flags as absent', () => {
    expect(normaliseAnswer({ result: null, id: 'x' })).toEqual({ kind: 'ok', data: { id: 'x' } });
  });

  it.each([['<html>登录</html>'], [null], [undefined], [42], [[1, 2]]])('treats %j as a server error', (body) => {
    expect(normaliseAnswer(body)).toEqual({ kind: 'error', message: SERVER_ERROR_MESSAGE });
  });
});
