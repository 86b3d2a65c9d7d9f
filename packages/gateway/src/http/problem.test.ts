import { PROBLEM_TYPE_SLUGS, ZProblemSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildProblem, problemOf } from './problem';
import { PROBLEM_CATALOGUE, type ProblemCause } from './problem-catalogue';

describe('buildProblem', () => {
  it('builds a problem+json body with the Chinese title and the request id', () => {
    const body = buildProblem(problemOf('platform-failed'), 'req-1');
    expect(body).toEqual({
      type: 'urn:portal:problem:platform-failed',
      title: '服务器错误，请稍后再试',
      status: 502,
      detail: '服务器错误，请稍后再试',
      requestId: 'req-1',
    });
    expect(ZProblemSchema.parse(body)).toEqual(body);
  });

  it('keeps the platform text as detail', () => {
    const body = buildProblem(problemOf('platform-refused', { detail: '原密码错误', relayed: true }), 'req-2');
    expect(body.title).toBe('业务平台拒绝了该请求');
    expect(body.detail).toBe('原密码错误');
  });

  it('lists field errors only when there are some, each with its code', () => {
    expect(buildProblem(problemOf('validation-failed', { errors: [] }), 'r')).not.toHaveProperty('errors');
    const errors = [{ path: 'mobile', code: 'invalid_format' as const, message: '请输入正确的手机号码' }];
    expect(buildProblem(problemOf('validation-failed', { errors }), 'r').errors).toEqual(errors);
  });

  it.each<[ProblemCause, string]>([
    ['validation-failed', '请求参数有误'],
    ['unauthenticated', '未登录或登录已过期'],
    ['forbidden', '无权访问'],
    ['not-found', '资源不存在'],
    ['payload-too-large', '请求体过大'],
    ['rate-limited', '请求过于频繁'],
    ['not-implemented', '功能尚未开放'],
    ['platform-failed', '服务器错误，请稍后再试'],
    ['platform-timeout', '服务器响应超时，请稍后再试'],
  ])('titles %s as %s', (cause, title) => {
    expect(buildProblem(problemOf(cause), 'r').title).toBe(title);
  });

  it('names the cause, not the status: two causes of one status have two types', () => {
    expect(buildProblem(problemOf('state-conflict'), 'r').type).toBe('urn:portal:problem:state-conflict');
    expect(buildProblem(problemOf('request-in-progress'), 'r').type).toBe('urn:portal:problem:request-in-progress');
    expect(buildProblem(problemOf('stopping'), 'r').type).not.toBe(buildProblem(problemOf('dependency-unavailable'), 'r').type);
  });

  it('has a status, a title and a detail in both languages for every type the contract lists', () => {
    for (const slug of PROBLEM_TYPE_SLUGS) {
      const entry = PROBLEM_CATALOGUE[slug];
      expect(entry.status).toBeGreaterThanOrEqual(400);
      for (const text of [entry.title, entry.detail]) {
        expect(text.zh).toMatch(/[\u4e00-\u9fa5]/);
        expect(text.en).toMatch(/^[\x20-\x7e]+$/);
      }
    }
  });
});

describe('buildProblem in en-US', () => {
  it('gives the title and the default detail in English', () => {
    const body = buildProblem(problemOf('account-locked'), 'r', 'en-US');
    expect(body.title).toBe('The account is locked');
    expect(body.detail).toMatch(/^Too many failed sign-ins/);
  });

  it("translates a detail of the contract's catalogue and a field message the gateway wrote in both languages", () => {
    const body = buildProblem(
      problemOf('validation-failed', {
        detail: '请输入正确的手机号码',
        errors: [
          { path: 'mobile', code: 'invalid_format', message: '请输入正确的手机号码' },
          { path: 'name', code: 'too_long', message: '长度不能超过5个字符', messageEn: 'At most 5 characters' },
        ],
      }),
      'r',
      'en-US',
    );
    expect(body.detail).toBe('Please enter a valid mobile number');
    expect(body.errors?.map((error) => error.message)).toEqual(['Please enter a valid mobile number', 'At most 5 characters']);
  });

  it("relays the platform's own words as they are, and gives the cause's English for the gateway's other Chinese texts", () => {
    expect(buildProblem(problemOf('platform-refused', { detail: '原密码错误', relayed: true }), 'r', 'en-US').detail).toBe('原密码错误');
    expect(buildProblem(problemOf('state-conflict', { detail: '只能删除草稿状态的管道' }), 'r', 'en-US').detail).toBe(
      "The record's current state does not allow this",
    );
  });
});
