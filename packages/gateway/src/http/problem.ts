import { message, PROBLEM_TITLE_KEYS, type Problem } from '@portal/contract';

const TYPE_SLUGS: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  409: 'conflict',
  413: 'payload-too-large',
  414: 'uri-too-long',
  415: 'unsupported-media-type',
  422: 'unprocessable-content',
  429: 'too-many-requests',
  431: 'request-header-fields-too-large',
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
  /** Sent as Retry-After (a 503 of the circuit breaker or of the platform, a 429). */
  retryAfterSeconds?: number;
};

/** The catalogue's Chinese title of a status; the SPA may show it as it is. */
export function problemTitle(status: number): string {
  const key = PROBLEM_TITLE_KEYS[status] ?? (status >= 500 ? PROBLEM_TITLE_KEYS[500] : PROBLEM_TITLE_KEYS[400]);
  return key ? message(key) : String(status);
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

/** The platform failed or answered nonsense (502). */
export const BAD_GATEWAY: ProblemSpec = { status: 502, detail: message('serverError') };
/** The platform is down or says so (503): come back after `retryAfterSeconds`. */
export function platformUnavailable(retryAfterSeconds: number): ProblemSpec {
  return { status: 503, detail: message('platformUnavailable'), retryAfterSeconds };
}
/** The platform did not answer in time (504). */
export const GATEWAY_TIMEOUT: ProblemSpec = { status: 504, detail: message('gatewayTimeout') };
