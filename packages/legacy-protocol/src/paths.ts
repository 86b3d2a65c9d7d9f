/**
 * One segment of a platform path, percent-encoded: `/`, `?`, `#`, `%` and every other reserved
 * character, and the dots of a `.` or `..` segment, which a server would otherwise resolve to
 * another path (`pipelineDetail/..` is `eqm/`). The contract already refuses such ids; this is the
 * second wall.
 */
export function pathSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  return /^\.+$/.test(encoded) ? encoded.replaceAll('.', '%2E') : encoded;
}

/** `base/segment/…` with every segment encoded. */
export function wirePath(base: string, ...segments: string[]): string {
  return [base, ...segments.map(pathSegment)].join('/');
}
