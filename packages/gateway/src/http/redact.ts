const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// ID card numbers (18), mobile numbers (11) and other long numbers may be personal: keep none of them.
const LONG_NUMBER = /\d{6,}[\dXx]?/g;

/** Text from a browser made safe for the log: no e-mail addresses or long numbers, bounded length. */
export function redactPersonalData(text: string, maxLength = 300): string {
  const masked = text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
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
