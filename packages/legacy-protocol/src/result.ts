/** The platform's answer reduced to what a client acts on. */
export type WireOutcome =
  | { kind: 'ok'; data: unknown; message?: string }
  | { kind: 'login'; message: string }
  | { kind: 'error'; message: string };

export const LOGIN_EXPIRED_MESSAGE = '您的登录信息已过期，请重新登录。';
export const SERVER_ERROR_MESSAGE = '服务器错误，请稍后再试';

const FLAG_KEYS = ['result', 'success', 'isSuccess'] as const;
const MESSAGE_KEYS = ['message', 'errorMsg', 'errmsg'] as const;
// '"false"' is truthy in JavaScript, so success is an exact match against the spellings the platform uses.
const TRUTHY_FLAGS: readonly unknown[] = ['true', true, 1, '1'];

type WireBody = Record<string, unknown>;

function isPlainObject(value: unknown): value is WireBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function firstText(body: WireBody, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function payloadOf(body: WireBody): unknown {
  if (body.data !== undefined) return body.data;
  if (body.page !== undefined) return body.page;
  const rest: WireBody = { ...body };
  for (const key of [...FLAG_KEYS, ...MESSAGE_KEYS]) delete rest[key];
  return rest;
}

function okOutcome(body: WireBody): WireOutcome {
  const message = firstText(body, ['message']);
  return message === undefined ? { kind: 'ok', data: payloadOf(body) } : { kind: 'ok', data: payloadOf(body), message };
}

/**
 * Normalises any answer of the platform, whatever module it comes from: `result == "login"` means the
 * session is gone; a truthy `result`, `success` or `isSuccess` is success; a flag that is present but
 * not truthy is a failure; a flagless plain object (a bare JeeSite page, the print and data hosts) is
 * success; anything else (HTML, null, arrays) is a server error.
 */
export function normaliseAnswer(body: unknown): WireOutcome {
  if (!isPlainObject(body)) return { kind: 'error', message: SERVER_ERROR_MESSAGE };
  if (body.result === 'login') {
    return { kind: 'login', message: firstText(body, ['message']) ?? LOGIN_EXPIRED_MESSAGE };
  }
  const flags = FLAG_KEYS.filter((key) => body[key] !== undefined && body[key] !== null).map((key) => body[key]);
  if (flags.length === 0 || flags.some((flag) => TRUTHY_FLAGS.includes(flag))) return okOutcome(body);
  return { kind: 'error', message: firstText(body, ['errorMsg', 'errmsg', 'message']) ?? SERVER_ERROR_MESSAGE };
}
