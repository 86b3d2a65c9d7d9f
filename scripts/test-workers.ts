import { availableParallelism } from 'node:os';

/**
 * Vitest's workers: twice the cores, between 2 and 8. Many test files wait on a process, a socket or
 * a timer (a started product, Redis, a shutdown), so one worker per core left the CPU idle about a
 * third of the run; on two cores four workers took the unit run from about 7 to 4.5 minutes for the
 * same CPU time (docs/performance.md, "Test time"). VITEST_MAX_WORKERS overrides it.
 */
export function testWorkers(env: Record<string, string | undefined> = process.env, cores = availableParallelism()): number {
  const asked = Number(env.VITEST_MAX_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(8, Math.max(2, 2 * cores));
}
