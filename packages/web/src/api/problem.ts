import { translateMessage } from '@portal/contract';
import { readStoredLocale, translate } from '../i18n/i18n';

/** What the SPA learns from a failed call: its HTTP status (0 when it never got an answer). */
export type CallFailure = { status: number; detail?: string; title?: string };

/**
 * A call that never reached the server: fetch rejects with a TypeError when the network is down
 * (or the browser knows it is offline). The user is told so, not that the server failed.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a ts-rest error (a non-2xx response) or a fetch error into a CallFailure. The gateway writes
 * problems in zh-CN; a title or detail of the contract's catalogue (服务器响应超时, a field message) is
 * given in the user's language, the platform's own refusal text as it came (docs/api.md).
 */
export function toCallFailure(error: unknown): CallFailure {
  if (isObject(error) && typeof error.status === 'number') {
    const body = isObject(error.body) ? error.body : {};
    const locale = readStoredLocale();
    const failure: CallFailure = { status: error.status };
    if (typeof body.detail === 'string' && body.detail) failure.detail = translateMessage(body.detail, locale);
    if (typeof body.title === 'string' && body.title) failure.title = translateMessage(body.title, locale);
    return failure;
  }
  if (isNetworkFailure(error)) return { status: 0, detail: translate(readStoredLocale(), 'common.networkDown') };
  return { status: 0 };
}

/**
 * The toast text for a failed call: the platform's own message for a refused
 * request, the generic server error for network failures and 5xx answers.
 */
export function failureMessage(error: unknown, serverError: string): string {
  const failure = toCallFailure(error);
  if (failure.status >= 500) return serverError;
  return failure.detail ?? failure.title ?? serverError;
}

export function isUnauthorized(error: unknown): boolean {
  return toCallFailure(error).status === 401;
}
