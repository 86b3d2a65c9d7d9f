import { tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core';

const KEY_HEADER = 'idempotency-key';
/** Sign-in and sign-out answer with a cookie, which a replayed answer would not carry. */
const UNKEYED_PATHS = new Set(['/api/v1/session', '/api/v1/tokens']);
/** Before the one retry of a write whose answer the network lost. */
export const RETRY_DELAY_MS = 1000;

/** 128 random bits in hex: `crypto.randomUUID` exists only on https (or localhost), this everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isKeyed(args: ApiFetcherArgs): boolean {
  return args.method !== 'GET' && !UNKEYED_PATHS.has(args.path.split('?')[0] ?? '') && !(args.body instanceof FormData);
}

/**
 * ts-rest's fetch, with one `Idempotency-Key` per write (docs/api.md). When the network loses a
 * write's answer (fetch fails: the gateway may have stored it), it is sent once more with the same
 * key, so the gateway answers what it did instead of doing it twice.
 */
export async function fetchWithIdempotency(args: ApiFetcherArgs) {
  if (!isKeyed(args)) return tsRestFetchApi(args);
  const keyed = { ...args, headers: { ...args.headers, [KEY_HEADER]: args.headers[KEY_HEADER] ?? newIdempotencyKey() } };
  try {
    return await tsRestFetchApi(keyed);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return tsRestFetchApi(keyed);
  }
}
