/** The smallest 1, 2 or 5 times a power of ten that is at least `value` (1 for 0). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** Axis values from 0 to `max` in whole steps (counts of equipment have no fractions). */
export function axisTicks(max: number): number[] {
  const count = [4, 5, 2, 1].find((candidate) => Number.isInteger(max / candidate)) ?? 1;
  const step = max / count;
  return Array.from({ length: count + 1 }, (_, index) => step * index);
}

/**
 * Room for the longest of `labels` at 12px: a Chinese character is as wide as the font, a Latin
 * one about half (English category names are twice as long as Chinese ones); never below `least`.
 */
export function labelRoom(labels: readonly string[], least: number): number {
  const width = (label: string) => Array.from(label).reduce((sum, char) => sum + (/[\u2e80-\uffef]/.test(char) ? 12 : 7.4), 0);
  return Math.max(least, Math.ceil(Math.max(0, ...labels.map(width)) + 12));
}

export type Segment = { key: string; value: number };
export type PlacedSegment = Segment & { x: number; width: number };

/** Stacked segments of one bar laid out from `x = 0`, scaled so `max` fills `width`. */
export function stackSegments(segments: readonly Segment[], max: number, width: number): PlacedSegment[] {
  const scale = max > 0 ? width / max : 0;
  let x = 0;
  return segments.map((segment) => {
    const placed = { ...segment, x, width: Math.max(0, segment.value) * scale };
    x += placed.width;
    return placed;
  });
}

export type Arc = Segment & { fraction: number; dash: number; gap: number; offset: number };

/**
 * Donut arcs drawn as dashes on one circle: each arc is `dash` long, starts `offset` along the
 * circumference (negative, as stroke-dashoffset runs backwards) and leaves `gap` for the rest.
 */
export function donutArcs(segments: readonly Segment[], radius: number): Arc[] {
  const circumference = 2 * Math.PI * radius;
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  let before = 0;
  return segments.map((segment) => {
    const fraction = total > 0 ? Math.max(0, segment.value) / total : 0;
    const dash = fraction * circumference;
    const arc = { ...segment, fraction, dash, gap: circumference - dash, offset: -before };
    before += dash;
    return arc;
  });
}

/** `12.5%`-style share with one decimal at most. */
export function percentText(fraction: number): string {
  return `${Math.round(fraction * 1000) / 10}%`;
}
