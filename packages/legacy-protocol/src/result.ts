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

const ENVELOPE_KEYS: ReadonlySet<string> = new Set([...FLAG_KEYS, ...MESSAGE_KEYS]);

function payloadOf(body: WireBody): unknown {
  if (body.data !== undefined) return body.data;
  if (body.page !== undefined) return body.page;
  // A record answered bare: its keys without the envelope's. Copied key by key, not spread and then
  // deleted from: `delete` turns the copy into a slow dictionary object that every later read pays for.
  // `__proto__` is left out: assigning it would set the copy's prototype, and no platform record has it.
  const rest: WireBody = {};
  for (const key of Object.keys(body)) if (!ENVELOPE_KEYS.has(key) && key !== '__proto__') rest[key] = body[key];
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
  let flagged = false;
  for (const key of FLAG_KEYS) {
    const flag = body[key];
    if (flag === undefined || flag === null) continue;
    if (TRUTHY_FLAGS.includes(flag)) return okOutcome(body);
    flagged = true;
  }
  if (!flagged) return okOutcome(body);
  return { kind: 'error', message: firstText(body, ['errorMsg', 'errmsg', 'message']) ?? SERVER_ERROR_MESSAGE };
}
