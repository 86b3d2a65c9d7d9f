import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { STORE_UNAVAILABLE, StoreUnavailable } from '../security/store-unavailable';
import { buildProblem, HttpProblem, PROBLEM_CONTENT_TYPE, type ProblemSpec } from './problem';
import { validationProblem } from './validation-problem';

// Fastify's own client errors, in the product's language; their English text never reaches a user.
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
};

function specOf(error: unknown): ProblemSpec | null {
  if (error instanceof HttpProblem) return error.spec;
  if (error instanceof StoreUnavailable) return STORE_UNAVAILABLE;
  if (error instanceof RequestValidationError) return validationProblem(error);
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    // A JSON syntax error carries no code of its own, only its status.
    const detail =
      FASTIFY_DETAILS[code] ??
      (error instanceof SyntaxError ? FASTIFY_DETAILS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    return { status, detail };
  }
  return null;
}

/** The one place errors become answers: problem JSON, never a stack trace or an upstream body. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const spec = specOf(error) ?? { status: 500 };
  // A refusal the code decided (an HttpProblem) or a store outage (logged once by the store,
  // security/redis-store.ts) is not a failure to log once per request.
  if (spec.status >= 500 && !(error instanceof HttpProblem) && !(error instanceof StoreUnavailable)) {
    request.log.error({ err: error, status: spec.status }, 'request failed');
  }
  if (spec.retryAfterSeconds !== undefined) reply.header('retry-after', String(spec.retryAfterSeconds));
  void reply
    .status(spec.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(buildProblem(spec, request.id));
}

/** 404 problem for an unknown API path. */
export function sendNotFoundProblem(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(404)
    .type(PROBLEM_CONTENT_TYPE)
    .send(buildProblem({ status: 404, detail: '请求的接口不存在' }, request.id));
}
