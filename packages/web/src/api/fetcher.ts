import type { ApiFetcher } from '@ts-rest/core';
import { makeEntry, recordError } from '../errors/error-store';
import { fetchWithIdempotency } from './idempotent-fetch';

/**
 * Answers that are part of normal use, not faults: 400/409/422 carry form messages the user sees,
 * 401 means the session ended (the guard sends the user to login), 501 is a function the platform
 * has not opened yet (the page says so).
 */
const EXPECTED_STATUSES = new Set([400, 401, 409, 422, 501]);

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
    if (response.status >= 400 && !EXPECTED_STATUSES.has(response.status)) {
      const mes = [target, detailOf(response.body)].filter(Boolean).join(' ');
      recordError(makeEntry('ajax', response.status, mes, args.path));
    }
    return response;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    recordError(makeEntry('ajax', 0, `${target} ${reason}`, args.path));
    throw error;
  }
};
