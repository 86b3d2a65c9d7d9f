/** Median of the values (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * The p-th percentile by linear interpolation between the closest ranks (as numpy's default), so
 * the 50th of an even count is the mean of the middle two. NaN when empty.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low]!;
  return lowValue + (sorted[high]! - lowValue) * (rank - low);
}

/** a / b, or NaN when b is 0 (shown as n/a). */
export function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : a / b;
}
