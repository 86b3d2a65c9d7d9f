/** What the SPA learns from a failed call: its HTTP status (0 when it never got an answer). */
export type CallFailure = { status: number; detail?: string; title?: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a ts-rest error (a non-2xx response) or a fetch error into a CallFailure. */
export function toCallFailure(error: unknown): CallFailure {
  if (isObject(error) && typeof error.status === 'number') {
    const body = isObject(error.body) ? error.body : {};
    const failure: CallFailure = { status: error.status };
    if (typeof body.detail === 'string' && body.detail) failure.detail = body.detail;
    if (typeof body.title === 'string' && body.title) failure.title = body.title;
    return failure;
  }
  return { status: 0 };
}

/**
 * The toast text for a failed call: the platform's own message for a refused
 * request, the generic server error for network failures and 5xx answers.
 */
export function failureMessage(error: unknown, serverError: string): string {
  const failure = toCallFailure(error);
  if (failure.status === 0 || failure.status >= 500) return serverError;
  return failure.detail ?? failure.title ?? serverError;
}

export function isUnauthorized(error: unknown): boolean {
  return toCallFailure(error).status === 401;
}
