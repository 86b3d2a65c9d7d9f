/** What every section of `pnpm bench` hands back to main.ts, which writes docs/benchmarks.md. */
export type BenchSection = {
  title: string;
  markdown: string;
  /** Goals the section checked, also listed together at the top of the report. */
  goals?: Goal[];
};

/** A target of issue 9 and whether this run met it. */
export type Goal = { name: string; target: string; measured: string; pass: boolean };

export type BenchOptions = {
  /** Repository root (absolute). */
  root: string;
  /** A temp folder of this run, removed at the end. */
  tmp: string;
  /** Whether servers run from compiled JavaScript (dist) or from TypeScript with tsx. */
  compiled: boolean;
};

/** A goal's line under a table: `✅ name: measured (target)`. */
export function goalLine(goal: Goal): string {
  return `- ${goal.pass ? '✅ pass' : '❌ fail'}: ${goal.name}: ${goal.measured} (goal ${goal.target})`;
}
