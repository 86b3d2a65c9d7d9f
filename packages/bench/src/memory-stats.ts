import { median } from './stats';

/** One RSS reading, `seconds` after the load began. */
export type RssSample = { seconds: number; bytes: number };

export type RssSummary = {
  /** Median of the first minute: the process has grown its heap and JIT code by then. */
  warm: number;
  /** Median of the last minute. */
  end: number;
  peak: number;
  /** (end − warm) / warm, in percent. */
  growthPercent: number;
  /** Median per window (30 s), for a row of the report. */
  windows: { from: number; to: number; bytes: number }[];
};

/** Warm, end, peak, growth and per-window medians of an RSS series over a run of `durationS`. */
export function summariseRss(samples: readonly RssSample[], durationS: number, windowS = 30, minuteS = 60): RssSummary {
  if (samples.length === 0) throw new Error('no RSS sample');
  const within = (from: number, to: number) => samples.filter((s) => s.seconds >= from && s.seconds <= to).map((s) => s.bytes);
  const warm = median(within(0, Math.min(minuteS, durationS)));
  const end = median(within(Math.max(0, durationS - minuteS), durationS));
  const windows: RssSummary['windows'] = [];
  for (let from = 0; from < durationS; from += windowS) {
    const to = Math.min(durationS, from + windowS);
    const values = within(from, to);
    if (values.length > 0) windows.push({ from, to, bytes: median(values) });
  }
  return { warm, end, peak: Math.max(...samples.map((s) => s.bytes)), growthPercent: ((end - warm) / warm) * 100, windows };
}

const BARS = '▁▂▃▄▅▆▇█';

/** A one-line sparkline of the values, scaled between their minimum and maximum. */
export function sparkline(values: readonly number[]): string {
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  return values.map((value) => BARS[span === 0 ? 0 : Math.round(((value - low) / span) * (BARS.length - 1))]).join('');
}
