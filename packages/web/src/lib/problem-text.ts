import { translateMessage } from '@portal/contract';
import { toCallFailure } from '../api/problem';
import { readStoredLocale } from '../i18n/i18n';

/**
 * What an error state says about a failed call: the problem's own detail (also for 501/502, whose
 * detail tells what is missing upstream), its title, or the fallback for network failures.
 */
export function problemText(error: unknown, fallback: string): string {
  const failure = toCallFailure(error);
  return failure.detail ?? failure.title ?? fallback;
}

/** Field messages of a 400 problem (`errors: [{ path, message }]`), keyed by path, in the user's language when the contract knows them. */
export function problemFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('body' in error)) return {};
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const list = (body as { errors: unknown }).errors;
  if (!Array.isArray(list)) return {};
  const found: Record<string, string> = {};
  for (const item of list) {
    if (typeof item?.path === 'string' && typeof item?.message === 'string' && !(item.path in found)) {
      found[item.path] = translateMessage(item.message, readStoredLocale());
    }
  }
  return found;
}
