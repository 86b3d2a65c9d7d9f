/**
 * The causes a problem's `type` names (`urn:portal:problem:<slug>`), one per cause rather than per
 * HTTP status, so a program can branch on them. New ones may be added within /api/v1: a client
 * treats an unknown type by its status (docs/api.md, "Errors" and "Versioning").
 */
export const PROBLEM_TYPE_SLUGS = [
  'validation-failed',
  'malformed-request',
  'invalid-credentials',
  'account-locked',
  'unauthenticated',
  'password-change-required',
  'forbidden',
  'not-found',
  'state-conflict',
  'already-exists',
  'request-in-progress',
  'idempotency-key-reused',
  'platform-refused',
  'payload-too-large',
  'unsupported-media-type',
  'uri-too-long',
  'headers-too-large',
  'request-timeout',
  'rate-limited',
  'internal-error',
  'not-implemented',
  'platform-failed',
  'dependency-unavailable',
  'stopping',
  'platform-timeout',
  // Answered by the proxy in front of the gateways (deploy/nginx) when none of them answers.
  'portal-unavailable',
  'portal-timeout',
] as const;

export type ProblemTypeSlug = (typeof PROBLEM_TYPE_SLUGS)[number];

export const PROBLEM_TYPE_PREFIX = 'urn:portal:problem:';

export function problemTypeUri(slug: ProblemTypeSlug): string {
  return `${PROBLEM_TYPE_PREFIX}${slug}`;
}

/** The stable `code` of a field error, beside its message (which may be reworded or translated). */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'too_short',
  'out_of_range',
  'invalid_choice',
  'invalid_format',
  'invalid_type',
  'invalid_value',
  'unknown_field',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
