import type { FastifyRequest } from 'fastify';

/** Request parameters merged the servlet way: query string and form body, the first value of each name. */
export type WireParams = Readonly<Record<string, string>>;

function firstValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return firstValue(value[0]);
  return undefined;
}

function addFrom(target: Record<string, string>, source: unknown): void {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return;
  for (const [name, raw] of Object.entries(source as Record<string, unknown>)) {
    const value = firstValue(raw);
    if (value !== undefined && !(name in target)) target[name] = value;
  }
}

/** Query parameters come before body fields, as `ServletRequest.getParameter` returns them. */
export function wireParams(request: FastifyRequest): WireParams {
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  addFrom(params, request.query);
  addFrom(params, request.body);
  return params;
}

/** A cookie value from the Cookie header, or undefined. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
