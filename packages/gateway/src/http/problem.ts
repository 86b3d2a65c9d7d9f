import { DEFAULT_LOCALE, problemTypeUri, translateMessage, type FieldErrorCode, type Locale, type Problem } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { PROBLEM_CATALOGUE, type LocalText, type ProblemCause } from './problem-catalogue';
import { problemLocale } from './problem-locale';

export type { LocalText, ProblemCause } from './problem-catalogue';

/** One field that failed: its stable `code` and the message (zh-CN; `messageEn` when the gateway has one). */
export type FieldError = { path: string; code: FieldErrorCode; message: string; messageEn?: string };

/** A problem before it knows which request it answers (the legacy client returns these). */
export type ProblemSpec = {
  /** What went wrong: the problem's `type` (problem-catalogue.ts). */
  cause: ProblemCause;
  status: number;
  /** zh-CN; a text of the contract's catalogue is translated for English callers. */
  detail?: string;
  /** The detail for English callers when the gateway has it; else the cause's own English detail. */
  detailEn?: string;
  /** `detail` is the platform's own words: relayed as they are, in every language (docs/api.md). */
  relayed?: boolean;
  errors?: FieldError[];
  /** Sent as Retry-After (a 503 of the circuit breaker or of the platform, a 429). */
  retryAfterSeconds?: number;
};

/** A ProblemSpec of `cause` with its catalogue status; `extra` adds a detail, field errors or Retry-After. */
export function problemOf(cause: ProblemCause, extra: Omit<ProblemSpec, 'cause' | 'status'> = {}): ProblemSpec {
  return { cause, status: PROBLEM_CATALOGUE[cause].status, ...extra };
}

/** The same problem with the detail of a gateway text in both languages. */
export function withDetail(cause: ProblemCause, detail: LocalText, extra: Omit<ProblemSpec, 'cause' | 'status' | 'detail' | 'detailEn'> = {}): ProblemSpec {
  return problemOf(cause, { detail: detail.zh, detailEn: detail.en, ...extra });
}

function pick(text: LocalText, locale: Locale): string {
  return locale === 'en-US' ? text.en : text.zh;
}

function detailIn(spec: ProblemSpec, locale: Locale): string {
  const fallback = PROBLEM_CATALOGUE[spec.cause].detail;
  if (spec.detail === undefined) return pick(fallback, locale);
  if (locale === DEFAULT_LOCALE || spec.relayed) return spec.detail;
  if (spec.detailEn !== undefined) return spec.detailEn;
  const translated = translateMessage(spec.detail, locale);
  return translated !== spec.detail ? translated : fallback.en;
}

function fieldMessageIn(error: FieldError, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return error.message;
  return error.messageEn ?? translateMessage(error.message, locale);
}

/** An `application/problem+json` body in the caller's language (problem-locale.ts). */
export function buildProblem(spec: ProblemSpec, requestId: string, locale: Locale = DEFAULT_LOCALE): Problem {
  const body: Problem = {
    type: problemTypeUri(spec.cause),
    title: pick(PROBLEM_CATALOGUE[spec.cause].title, locale),
    status: spec.status,
    detail: detailIn(spec, locale),
    requestId,
  };
  if (spec.errors && spec.errors.length > 0) {
    body.errors = spec.errors.map((error) => ({ path: error.path, message: fieldMessageIn(error, locale), code: error.code }));
  }
  return body;
}

/** The problem body answering `request`, in the language its `Accept-Language` prefers. */
export function problemFor(spec: ProblemSpec, request: Pick<FastifyRequest, 'id' | 'headers'>): Problem {
  return buildProblem(spec, request.id, problemLocale(request.headers['accept-language']));
}

/** Thrown only where a value cannot be returned (hooks, plain routes); the error handler renders it. */
export class HttpProblem extends Error {
  constructor(readonly spec: ProblemSpec) {
    super(spec.detail ?? PROBLEM_CATALOGUE[spec.cause].detail.zh);
    this.name = 'HttpProblem';
  }
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** The platform failed or answered nonsense (502). */
export const BAD_GATEWAY: ProblemSpec = problemOf('platform-failed');
/** The platform is down or says so (503): come back after `retryAfterSeconds`. */
export function platformUnavailable(retryAfterSeconds: number): ProblemSpec {
  return problemOf('dependency-unavailable', { retryAfterSeconds });
}
/** The platform did not answer in time (504). */
export const GATEWAY_TIMEOUT: ProblemSpec = problemOf('platform-timeout');
