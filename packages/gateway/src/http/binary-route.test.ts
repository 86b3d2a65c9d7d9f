import { describe, expect, it } from 'vitest';
import { hostFailure } from './binary-route';

describe('hostFailure', () => {
  it('reads the session verdict and a refusal from a JSON answer', () => {
    expect(hostFailure(200, '{"result":"login","message":"请重新登录"}')).toEqual({ ok: false, problem: { cause: 'unauthenticated', status: 401, detail: '请重新登录' } });
    expect(hostFailure(200, '{"result":"false","errorMsg":"日期格式不正确"}')).toEqual({ ok: false, problem: { cause: 'platform-refused', status: 400, detail: '日期格式不正确', relayed: true } });
  });

  it('gives a refusal text the status the route maps it to', () => {
    expect(hostFailure(200, '{"result":"false","errorMsg":"报告不存在"}', { 报告不存在: 404 }).problem).toEqual({ cause: 'not-found', status: 404, detail: '报告不存在', relayed: true });
  });

  it('answers 502 for server errors, HTML and JSON that is no verdict', () => {
    expect(hostFailure(500, '').problem.status).toBe(502);
    expect(hostFailure(404, '<html></html>').problem.status).toBe(502);
    expect(hostFailure(200, '{"result":"true"}').problem.status).toBe(502);
    expect(hostFailure(500, '').problem.cause).toBe('platform-failed');
  });
});
