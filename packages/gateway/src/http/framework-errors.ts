import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { buildProblem, problemFor, problemOf, PROBLEM_CONTENT_TYPE, withDetail, type ProblemSpec } from './problem';

// Errors Fastify meets while routing, before any hook runs; their English text names the URL.
const ROUTING_PROBLEMS: Record<string, ProblemSpec> = {
  FST_ERR_BAD_URL: withDetail('malformed-request', { zh: '请求地址格式有误', en: 'The URL is malformed' }),
  FST_ERR_MAX_PARAM_LENGTH: problemOf('uri-too-long'),
};

// Errors of Node's HTTP parser, before Fastify sees a request at all (no headers to read a language
// from: these answer in zh-CN).
function socketProblem(code: string | undefined): ProblemSpec {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return problemOf('request-timeout');
  if (code === 'HPE_HEADER_OVERFLOW') return problemOf('headers-too-large');
  return problemOf('malformed-request');
}

/** Headers of every answer written here: the security headers and no caching. */
function answerHeaders(security: Record<string, string>, requestId: string): Record<string, string> {
  return { ...security, 'cache-control': 'no-store', 'x-request-id': requestId };
}

/**
 * Fastify's `frameworkErrors`: a malformed or over-long URL answers with problem JSON and the
 * security headers (no hook runs for these requests), never echoing the URL.
 */
export function frameworkErrorHandler(security: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const spec = ROUTING_PROBLEMS[error.code] ?? problemOf('internal-error');
    if (spec.status >= 500) request.log.error({ err: error }, 'routing failed');
    void reply
      .headers(answerHeaders(security, request.id))
      .status(spec.status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problemFor(spec, request));
  };
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes (a broken request line, headers
 * or URL over 16 KiB, a request that took too long). The answer is written on the socket directly.
 */
export function clientErrorHandler(security: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const requestId = randomUUID();
      const spec = socketProblem(error.code);
      const body = JSON.stringify(buildProblem(spec, requestId));
      const headers = {
        ...answerHeaders(security, requestId),
        'content-type': PROBLEM_CONTENT_TYPE,
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${spec.status} ${STATUS_CODES[spec.status]}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
