/** `application/x-www-form-urlencoded` body (UTF-8, spaces as `+`), as JeeSite's form posts expect. */
export function encodeForm(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
