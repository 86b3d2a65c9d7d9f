import { BAD_GATEWAY, GATEWAY_TIMEOUT, type ProblemSpec } from '../http/problem';

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

/** Whether a failed platform call ran out of time (504) or failed otherwise (502). */
export function classifyTransportError(error: unknown): 'timeout' | 'unreachable' {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  const name = error instanceof Error ? error.name : '';
  if (TIMEOUT_CODES.has(code) || name === 'TimeoutError') return 'timeout';
  return 'unreachable';
}

/** A short, body-free description for the log. */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return String((error as { code: unknown }).code);
  }
  return error instanceof Error ? error.name : 'unknown error';
}

/** A platform call that failed in transport: 504 when it ran out of time, else 502; the cause for the log. */
export function transportFailure(error: unknown): { problem: ProblemSpec; cause: string } {
  return { problem: classifyTransportError(error) === 'timeout' ? GATEWAY_TIMEOUT : BAD_GATEWAY, cause: describeError(error) };
}
