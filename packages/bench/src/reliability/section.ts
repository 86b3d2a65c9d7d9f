/** What each section of `pnpm test:reliability` hands back to main.ts, which writes docs/reliability.md. */
export type ReliabilitySection = { title: string; figures: Figure[]; markdown: string };

/** One figure of the table an operator re-runs, with what it should be and whether it was. */
export type Figure = { name: string; measured: string; expected: string; pass: boolean };

export type ReliabilityOptions = {
  /** Repository root (absolute). */
  root: string;
  /** A temp folder of this run, removed at the end. */
  tmp: string;
};
