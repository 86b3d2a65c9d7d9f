const EMAIL = /([\w.+-])[\w.+-]*@([\w-]+(?:\.[\w-]+)+)/g;
// ID card numbers (18), mobile numbers (11) and other long numbers may be personal: keep none of them.
const LONG_NUMBER = /\d{6,}[\dXx]?/g;

// A key that names a secret, in any case, inside a longer name too (oldPassword, access_token,
// client-secret, X-Session-Token), and the Chinese words users type in messages.
const SECRET_KEY = String.raw`[\w.-]*?(?:password|passwd|pwd|token|secret|api[_-]?key|credential|authorization|cookie)[\w.-]*|密码|口令`;
// key, separator (=, :, the full-width colon), then a quoted (also JSON-escaped) or a bare value.
const SECRET_PAIR = new RegExp(
  String.raw`(\\?["']?)(${SECRET_KEY})\1(\s*(?:=|:|：)\s*)(?:(\\")(?:[^\\]|\\(?!"))*?\\"|(")(?:[^"\\]|\\.)*"|(')[^']*'|(?:(?:Bearer|Basic)\s+)?[^\s,;&"'}\]\\]+)`,
  'gi',
);
const AUTH_SCHEME = /\b(Bearer|Basic)(\s+)[\w.~+/=-]+/gi;
// 18-digit ID card numbers (the last may be X); 11-digit mainland mobile numbers, +86 or not.
const ID_CARD = /(?<![\dA-Za-z])(\d{3})\d{11}(\d{3}[\dXx])(?![\dA-Za-z])/g;
const MOBILE = /(?<!\d)((?:\+?86[- ]?)?1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/**
 * Text that may reach a log line or a stored record with secrets and personal data masked:
 * the values of password, token, secret and API-key fields (`key=…`, `key: …`, JSON `"key":"…"`),
 * `Bearer …` / `Basic …` credentials, ID card and mobile numbers (first 3 and last 4 digits kept)
 * and e-mail addresses (first letter and domain kept).
 */
export function maskSecrets(text: string): string {
  return text
    .replace(SECRET_PAIR, (_match, quote: string, key: string, separator: string, escaped?: string, double?: string, single?: string) => {
      const valueQuote = escaped ?? double ?? single ?? '';
      return `${quote}${key}${quote}${separator}${valueQuote}***${valueQuote}`;
    })
    .replace(AUTH_SCHEME, '$1$2***')
    .replace(ID_CARD, (_match, head: string, tail: string) => `${head}${'*'.repeat(11)}${tail}`)
    .replace(MOBILE, '$1****$2')
    .replace(EMAIL, '$1***@$2');
}

/** Text from a browser made safe for the log: secrets masked, no long numbers, bounded length. */
export function redactPersonalData(text: string, maxLength = 300): string {
  const masked = maskSecrets(text).replace(LONG_NUMBER, '[number]');
  return masked.length > maxLength ? `${masked.slice(0, maxLength)}…` : masked;
}

/** The path of a page URL only: its query string and fragment may carry personal data. */
export function urlPath(url: string): string {
  try {
    return redactPersonalData(new URL(url, 'http://portal.invalid').pathname, 200);
  } catch {
    return '[invalid url]';
  }
}
