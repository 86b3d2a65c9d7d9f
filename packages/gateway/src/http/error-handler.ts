import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { STORE_UNAVAILABLE, StoreUnavailable } from '../security/store-unavailable';
import { HttpProblem, problemFor, problemOf, PROBLEM_CONTENT_TYPE, withDetail, type ProblemSpec } from './problem';
import { validationProblem } from './validation-problem';
import { challengeIfUnauthenticated } from './www-authenticate';

// Fastify's own client errors, in the product's language; their English text never reaches a user.
const FASTIFY_PROBLEMS: Record<string, ProblemSpec> = {
  FST_ERR_CTP_BODY_TOO_LARGE: problemOf('payload-too-large'),
  // Only the upload routes parse multipart (router.ts); every other body is JSON.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: withDetail('unsupported-media-type', {
    zh: '不支持的请求格式：请以 JSON（Content-Type: application/json）提交请求体',
    en: 'Unsupported request format: send the body as JSON (Content-Type: application/json)',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: withDetail('malformed-request', { zh: '请求体不能为空', en: 'The request body is empty' }),
  FST_ERR_CTP_INVALID_JSON_BODY: withDetail('malformed-request', { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: withDetail('malformed-request', {
    zh: '请求体长度与 Content-Length 不符',
    en: 'The request body does not match its Content-Length',
  }),
};

const UNKNOWN_PATH = withDetail('not-found', { zh: '请求的接口不存在', en: 'No such API path' });

function specOf(error: unknown): ProblemSpec | null {
  if (error instanceof HttpProblem) return error.spec;
  if (error instanceof StoreUnavailable) return STORE_UNAVAILABLE;
  if (error instanceof RequestValidationError) return validationProblem(error);
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    // A JSON syntax error carries no code of its own, only its status.
    const known = FASTIFY_PROBLEMS[code] ?? (error instanceof SyntaxError ? FASTIFY_PROBLEMS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    if (known) return { ...known, status };
    return { ...problemOf(status === 413 ? 'payload-too-large' : status === 415 ? 'unsupported-media-type' : 'malformed-request'), status };
  }
  return null;
}

/** The one place errors become answers: problem JSON, never a stack trace or an upstream body. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const spec = specOf(error) ?? problemOf('internal-error');
  // A refusal the code decided (an HttpProblem) or a store outage (logged once by the store,
  // security/redis-store.ts) is not a failure to log once per request.
  if (spec.status >= 500 && !(error instanceof HttpProblem) && !(error instanceof StoreUnavailable)) {
    request.log.error({ err: error, status: spec.status }, 'request failed');
  }
  if (spec.retryAfterSeconds !== undefined) reply.header('retry-after', String(spec.retryAfterSeconds));
  challengeIfUnauthenticated(spec.status, request, reply);
  void reply
    .status(spec.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemFor(spec, request));
}

/** 404 problem for an unknown API path. */
export function sendNotFoundProblem(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(404)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemFor(UNKNOWN_PATH, request));
}
