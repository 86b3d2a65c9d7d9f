import { ZProblemSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildProblem, problemTitle } from './problem';

describe('buildProblem', () => {
  it('builds a problem+json body with the Chinese title and the request id', () => {
    const body = buildProblem({ status: 502 }, 'req-1');
    expect(body).toEqual({
      type: 'urn:portal:problem:bad-gateway',
      title: '服务器错误，请稍后再试',
      status: 502,
      detail: '服务器错误，请稍后再试',
      requestId: 'req-1',
    });
    expect(ZProblemSchema.parse(body)).toEqual(body);
  });

  it('keeps the platform text as detail', () => {
    const body = buildProblem({ status: 400, detail: '原密码错误' }, 'req-2');
    expect(body.title).toBe('请求参数有误');
    expect(body.detail).toBe('原密码错误');
  });

  it('lists field errors only when there are some', () => {
    expect(buildProblem({ status: 400, errors: [] }, 'r')).not.toHaveProperty('errors');
    const errors = [{ path: 'mobile', message: '请输入正确的手机号码' }];
    expect(buildProblem({ status: 400, errors }, 'r').errors).toEqual(errors);
  });

  it.each([
    [400, '请求参数有误'],
    [401, '未登录或登录已过期'],
    [403, '无权访问'],
    [404, '资源不存在'],
    [413, '请求体过大'],
    [429, '请求过于频繁'],
    [501, '功能尚未开放'],
    [502, '服务器错误，请稍后再试'],
    [504, '服务器响应超时，请稍后再试'],
  ])('titles %i as %s', (status, title) => {
    expect(problemTitle(status)).toBe(title);
  });

  it('falls back to a generic title for statuses without their own', () => {
    expect(problemTitle(418)).toBe('请求参数有误');
    expect(problemTitle(599)).toBe('服务器内部错误');
  });
});
