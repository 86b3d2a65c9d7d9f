import { describe, expect, it } from 'vitest';
import type { LightResult } from './clients';
import { heavyGoals, heavyMarkdown, type HeavyRun } from './report';

const light = (p99: number): LightResult => ({ samples: 100, failed: 0, p50: p99 / 2, p99, max: p99 * 2, perPath: {} });
const MIB = 2 ** 20;

function run(idle: number, loaded: number, growthMib: number): HeavyRun {
  return {
    rows: 100_000,
    exportRows: 25_007,
    idle: light(idle),
    loaded: light(loaded),
    heavy: [{ name: 'PDF client 1', done: 3, failed: 1, bytes: 3e6, ms: [100, 300, 200] }],
    exportRss: { before: 200 * MIB, peak: (200 + growthMib) * MIB, ms: 5000, bytes: 2e6 },
    seconds: 20,
    lightClients: 2,
    loads: { idle: '1.00', loaded: '2.00' },
    gatewayNote: 'The gateway ran compiled',
    platformNote: 'The legacy-server ran under tsx.',
    mix: ['4 clients …'],
  };
}

describe('the heavy-work goals', () => {
  it('passes a loaded p99 up to twice the idle one and an export growing the platform by up to 50 MiB', () => {
    expect(heavyGoals(run(10, 20, 50)).map((goal) => goal.pass)).toEqual([true, true]);
    expect(heavyGoals(run(10, 20.1, 50.1)).map((goal) => goal.pass)).toEqual([false, false]);
  });

  it('writes the ratio with both p99s and the growth with the RSS before and at its peak', () => {
    const [latency, memory] = heavyGoals(run(10, 15, 12));
    expect(latency!.measured).toBe('1.50× (15.0 vs 10.0 ms)');
    expect(memory!.measured).toBe('12.0 MiB (200.0 MiB → peak 212.0 MiB)');
  });

  it('says how it was measured, with the failed downloads counted', () => {
    const markdown = heavyMarkdown(run(10, 15, 12));
    expect(markdown).toContain('How it was measured');
    expect(markdown).toContain('| PDF client 1 | 3 | 1 | 3.0 | 0.20 |');
  });
});
