import { median, percentile } from '../stats';
import type { ListCase } from './cases';
import { direct, viaGateway, type Targets } from './client';

export const WARMUPS = Number(process.env.BENCH_LIST_WARMUPS ?? 3);
export const SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 15);
export const LIMIT_MS = 100;

export type CaseResult = {
  listCase: ListCase;
  total: number;
  gateway: { median: number; p95: number };
  platform: { median: number; p95: number };
};

const summary = (values: number[]) => ({ median: median(values), p95: percentile(values, 95) });

/**
 * One case: WARMUPS unmeasured calls, then SAMPLES calls, one at a time, the gateway and the
 * platform taking turns so that a slow moment of the machine touches both alike. Fails when the
 * two answer different counts (the case would not measure the same request twice).
 */
export async function measureCase(targets: Targets, listCase: ListCase): Promise<CaseResult> {
  const gateway: number[] = [];
  const platform: number[] = [];
  let total = -1;
  for (let round = 0; round < WARMUPS + SAMPLES; round++) {
    const clean = await viaGateway(targets, listCase);
    const wire = await direct(targets, listCase);
    if (clean.total !== wire.total) throw new Error(`${listCase.name}: the gateway counts ${clean.total}, the platform ${wire.total}`);
    total = clean.total;
    if (round < WARMUPS) continue;
    gateway.push(clean.ms);
    platform.push(wire.ms);
  }
  return { listCase, total, gateway: summary(gateway), platform: summary(platform) };
}
