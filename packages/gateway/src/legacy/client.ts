import { Pool } from 'undici';
import { encodeForm, formComponent, normaliseAnswer, wireQuery, type QueryValue } from '@portal/legacy-protocol';
import { BAD_GATEWAY, GATEWAY_TIMEOUT, platformUnavailable, problemOf, type ProblemSpec } from '../http/problem';
import { createCircuitBreaker, type BreakerState } from './circuit-breaker';
import { sendForText, type Sent } from './text-request';
import { transportFailure } from './transport-errors';

/** The platform's two session ids; every call but login carries them as query parameters. */
export type LegacySession = { sid: string; ext: string };

export type LegacyCall = {
  method: 'GET' | 'POST';
  /** A wire path such as `/a/stone/user/info` (see WIRE_PATHS). */
  path: string;
  /** Query parameters; the legacy date rule is applied to them. */
  query?: Record<string, QueryValue>;
  /** Form fields, sent as application/x-www-form-urlencoded; never date-shifted. */
  form?: Record<string, string>;
  session?: LegacySession;
};

export type LegacyResult<T = unknown> =
  | { ok: true; data: T; message?: string }
  | { ok: false; problem: ProblemSpec; cause?: string };

export type LegacyClient = {
  call(call: LegacyCall): Promise<LegacyResult>;
  /** The circuit breaker's state: open while the platform keeps failing (legacy/circuit-breaker.ts). */
  breakerState(): BreakerState;
  /** True when the platform answers its health probe within `timeoutMs`. */
  ping(path: string, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

export type LegacyClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  /** Connections kept open to the platform. */
  connections?: number;
  /** Sent on every call as `X-Platform-Secret` (PLATFORM_SECRET; the launcher's per-start secret). */
  platformSecret?: string;
  /** Failed calls in a row that open the circuit breaker, and how long it stays open. */
  breaker?: { failureThreshold: number; openMs: number };
};

const DEFAULT_BREAKER = { failureThreshold: 5, openMs: 5_000 };
/**
 * Keep-alive connections to the platform (LEGACY_CONNECTIONS): as many as requests a busy gateway has
 * in flight, since moving queued calls on costs CPU of its own (docs/performance.md).
 */
export const DEFAULT_PLATFORM_CONNECTIONS = 64;
/** When a platform 503 names no Retry-After. */
const DEFAULT_RETRY_AFTER_S = 5;


/** The header a platform that only answers the gateway (the embedded one, the compose service) checks. */
export const PLATFORM_SECRET_HEADER = 'x-platform-secret';

/** The headers every request to the platform carries; the streamed routes that bypass the client add them too. */
export function platformHeaders(platformSecret: string | undefined): Record<string, string> {
  return platformSecret ? { [PLATFORM_SECRET_HEADER]: platformSecret } : {};
}

/** The query parameters that carry a platform session (`__sid`, `__extend`). */
export function sessionParams(params: URLSearchParams, session: LegacySession): URLSearchParams {
  params.set('__sid', session.sid);
  params.set('__extend', session.ext);
  return params;
}

/** A JSON answer of the platform as a result: its data, or the problem its flag and text mean. */
export function resultOfAnswer(json: unknown): LegacyResult {
  const outcome = normaliseAnswer(json);
  switch (outcome.kind) {
    case 'ok':
      return { ok: true, data: outcome.data, message: outcome.message };
    case 'login':
      return { ok: false, problem: problemOf('unauthenticated', { detail: outcome.message }) };
    case 'error':
      return { ok: false, problem: problemOf('platform-refused', { detail: outcome.message, relayed: true }) };
  }
}

/**
 * An answer's HTTP status and body text as a result: a 5xx or a body that is no JSON is a 502. So is
 * an HTTP 403: the platform answers its refusals of a user with HTTP 200 and a flag, so a 403 refuses
 * the gateway itself (a missing or wrong PLATFORM_SECRET), which no user can mend.
 */
export function resultOfText(status: number, text: string, retryAfter?: string): LegacyResult {
  if (status === 503) return { ok: false, problem: platformUnavailable(retryAfterSeconds(retryAfter)), cause: 'HTTP 503' };
  if (status >= 500) return { ok: false, problem: BAD_GATEWAY, cause: `HTTP ${status}` };
  if (status === 403) return { ok: false, problem: BAD_GATEWAY, cause: 'HTTP 403: the platform refused the gateway (PLATFORM_SECRET?)' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: BAD_GATEWAY, cause: `non-JSON answer (HTTP ${status})` };
  }
  return resultOfAnswer(json);
}

/** Retry-After in seconds (1 to 300), from its seconds or HTTP-date form. */
export function retryAfterSeconds(value: string | undefined, now: number = Date.now()): number {
  if (value === undefined) return DEFAULT_RETRY_AFTER_S;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.min(300, Math.max(1, seconds)) : DEFAULT_RETRY_AFTER_S;
}

/**
 * A kept-alive connection the platform had just closed when the call went out: nothing was
 * answered, so a read can be sent once more on a fresh connection. Writes never are: the platform
 * may have stored one whose answer was lost.
 */
function isStaleConnection(sent: Sent): boolean {
  if (sent.timedOut || sent.error === undefined || sent.status) return false;
  const code = typeof sent.error === 'object' && sent.error !== null && 'code' in sent.error ? String(sent.error.code) : '';
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

/** Undici keep-alive pool to the platform: the global fetch costs several times more CPU per call. */
export function createLegacyClient(options: LegacyClientOptions): LegacyClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const secretHeaders = platformHeaders(options.platformSecret);
  const pool = new Pool(base.origin, {
    connections: options.connections ?? DEFAULT_PLATFORM_CONNECTIONS,
    keepAliveTimeout: 30_000,
    headersTimeout: 0,
    bodyTimeout: 0,
  });

  const breaker = createCircuitBreaker(options.breaker ?? DEFAULT_BREAKER);
  const getHeaders = { ...secretHeaders, accept: 'application/json' };
  const postHeaders = { ...getHeaders, 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

  function send(method: 'GET' | 'POST', pathAndQuery: string, body: string | undefined, timeoutMs: number): Promise<Sent> {
    const headers = body === undefined ? getHeaders : postHeaders;
    return sendForText(pool, { method, path: pathAndQuery, headers, body }, timeoutMs);
  }

  function resultOfSent(sent: Sent): LegacyResult {
    if (sent.timedOut) return { ok: false, problem: GATEWAY_TIMEOUT, cause: 'timeout' };
    if (sent.error !== undefined) return { ok: false, ...transportFailure(sent.error) };
    return resultOfText(sent.status ?? 500, sent.text ?? '', sent.retryAfter);
  }

  async function call(request: LegacyCall): Promise<LegacyResult> {
    // As URLSearchParams would write them, in one pass: query, `__ajax`, then the session's two ids.
    const query = request.query ? wireQuery(request.query) : '';
    const session = request.session ? `&__sid=${formComponent(request.session.sid)}&__extend=${formComponent(request.session.ext)}` : '';
    const body = request.form ? encodeForm(request.form) : undefined;
    const target = `${basePath}${request.path}?${query}${query === '' ? '' : '&'}__ajax=json${session}`;

    const admission = breaker.admit();
    if (!admission.admitted) {
      return { ok: false, problem: platformUnavailable(Math.ceil(admission.retryAfterMs / 1000)), cause: 'circuit open' };
    }
    let sent = await send(request.method, target, body, options.timeoutMs);
    if (request.method === 'GET' && isStaleConnection(sent)) sent = await send(request.method, target, body, options.timeoutMs);
    const result = resultOfSent(sent);
    if (!result.ok && result.problem.status >= 502) breaker.failed();
    else breaker.succeeded();
    return result;
  }

  async function ping(path: string, timeoutMs: number): Promise<boolean> {
    const sent = await send('GET', `${basePath}${path}?__ajax=json`, undefined, timeoutMs);
    if (sent.timedOut || sent.error !== undefined || sent.status !== 200) return false;
    return resultOfText(sent.status, sent.text ?? '').ok;
  }

  return { call, ping, breakerState: () => breaker.state(), close: () => pool.close() };
}
