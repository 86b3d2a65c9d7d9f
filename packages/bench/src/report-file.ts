import type { BenchSection } from './section';
import { goalLine } from './section';

const START = (key: string) => `<!-- bench:${key} -->`;
const END = (key: string) => `<!-- /bench:${key} -->`;

export type KeyedSection = { key: string; section: BenchSection; ranAt: string };

/** One section between markers, so a later `BENCH_ONLY=…` run can replace it alone. */
export function sectionBlock({ key, section, ranAt }: KeyedSection): string {
  return `${START(key)}\n## ${section.title}\n\n_Section measured ${ranAt}._\n\n${section.markdown.trim()}\n${END(key)}`;
}

/** The blocks of an earlier report, by key. */
export function previousBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const found of text.matchAll(/<!-- bench:([a-z-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) blocks.set(found[1]!, found[0]);
  return blocks;
}

/**
 * The whole docs/benchmarks.md: header, the goals of every section of this run, then the sections
 * in `order`. Sections not run this time keep their earlier block (each says when it was measured).
 */
export function reportFile(options: { header: string[]; order: readonly string[]; sections: readonly KeyedSection[]; previous: string }): string {
  const fresh = new Map(options.sections.map((keyed) => [keyed.key, sectionBlock(keyed)]));
  const earlier = previousBlocks(options.previous);
  const blocks = options.order.map((key) => fresh.get(key) ?? earlier.get(key)).filter((block) => block !== undefined);
  const goals = options.sections.flatMap((keyed) => keyed.section.goals ?? []);
  return `# Benchmarks

Written by \`pnpm bench\` (packages/bench/src/main.ts). All figures of a section come from one run on this
machine; compare them as ratios, not as absolute numbers, which a dedicated machine would raise. A load
average above the number of cores means other work shared the machine during the run: the figures are then
lower and noisier than on a quiet machine.

${options.header.join('\n')}

## Goals of this run

${goals.length === 0 ? 'No section of this run checked a goal.' : goals.map(goalLine).join('\n')}

${blocks.join('\n\n')}
`;
}
