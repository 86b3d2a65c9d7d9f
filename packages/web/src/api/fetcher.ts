import type { ApiFetcher } from '@ts-rest/core';
import { makeEntry, recordError } from '../errors/error-store';
import { fetchWithIdempotency } from './idempotent-fetch';

/**
 * Answers that are faults of the product: a 5xx (the gateway or the platform failed), except 501,
 * a function the platform has not opened yet (the page says so). A 4xx is the server refusing a
 * request for a reason the page shows (a form message, an ended session, no access, not found, too
 * many requests): part of normal use, not an error to log.
 */
function isFault(status: number): boolean {
  return status >= 500 && status !== 501;
}

/**
 * A request the SPA itself cancelled (react-query aborts a query on reload, unmount or a newer
 * request) or one sent while the browser knows it is offline (the page says the network is down):
 * neither is a fault of the product.
 */
function isCancelledOrOffline(error: unknown, signal: AbortSignal | null | undefined): boolean {
  if (signal?.aborted) return true;
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function detailOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    return String((body as { detail: unknown }).detail);
  }
  return '';
}

/** ts-rest's fetch (writes keyed for safe retries) with every unexpected failure logged as an `ajax` error. */
export const reportingFetchApi: ApiFetcher = async (args) => {
  const target = `${args.method} ${args.path}`;
  try {
    const response = await fetchWithIdempotency(args);
    if (isFault(response.status)) {
      const mes = [target, detailOf(response.body)].filter(Boolean).join(' ');
      recordError(makeEntry('ajax', response.status, mes, args.path));
    }
    return response;
  } catch (error) {
    if (isCancelledOrOffline(error, args.fetchOptions?.signal)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    recordError(makeEntry('ajax', 0, `${target} ${reason}`, args.path));
    throw error;
  }
};
