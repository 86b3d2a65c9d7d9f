import type { Problem } from '@portal/contract';

/** Chinese titles of the statuses the gateway answers with; the SPA may show them as they are. */
export const PROBLEM_TITLES: Record<number, string> = {
  400: '请求参数有误',
  401: '未登录或登录已过期',
  403: '无权访问',
  404: '资源不存在',
  405: '请求方法不被允许',
  409: '数据冲突',
  413: '请求体过大',
  415: '不支持的请求格式',
  429: '请求过于频繁',
  500: '服务器内部错误',
  501: '功能尚未开放',
  502: '服务器错误，请稍后再试',
  503: '服务暂不可用',
  504: '服务器响应超时，请稍后再试',
};

const TYPE_SLUGS: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
  500: 'internal-error',
  501: 'not-implemented',
  502: 'bad-gateway',
  503: 'service-unavailable',
  504: 'gateway-timeout',
};

export type FieldError = { path: string; message: string };

/** A problem before it knows which request it answers (the legacy client returns these). */
export type ProblemSpec = {
  status: number;
  detail?: string;
  errors?: FieldError[];
};

export function problemTitle(status: number): string {
  return PROBLEM_TITLES[status] ?? (status >= 500 ? PROBLEM_TITLES[500]! : PROBLEM_TITLES[400]!);
}

export function problemType(status: number): string {
  return `urn:portal:problem:${TYPE_SLUGS[status] ?? (status >= 500 ? 'internal-error' : 'bad-request')}`;
}

/** An `application/problem+json` body. */
export function buildProblem(spec: ProblemSpec, requestId: string): Problem {
  const body: Problem = {
    type: problemType(spec.status),
    title: problemTitle(spec.status),
    status: spec.status,
    detail: spec.detail ?? problemTitle(spec.status),
    requestId,
  };
  if (spec.errors && spec.errors.length > 0) body.errors = spec.errors;
  return body;
}

/** Thrown only where a value cannot be returned (hooks, plain routes); the error handler renders it. */
export class HttpProblem extends Error {
  constructor(readonly spec: ProblemSpec) {
    super(spec.detail ?? problemTitle(spec.status));
    this.name = 'HttpProblem';
  }
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';
