import { describe, expect, it } from 'vitest';
import { floorLines, latency, proxyGoals, proxyTable, roundRatioLines, summarise, type RowResult, type Sample } from './report';

const sample = (rps: number, p99Ms: number, cpu: number): Sample => ({ requestsPerSecond: rps, p99Ms, cpuMicrosPerRequest: cpu, requests: rps * 10, non2xx: 0, socketErrors: 0 });

// The measured figures, each as the middle of three repetitions.
const results: RowResult[] = [
  { row: { name: 'platform directly', kind: 'direct' }, samples: [sample(26_000, 3.6, 36), sample(26_105, 3.7, 37), sample(27_000, 3.9, 39)] },
  { row: { name: 'nginx', kind: 'nginx' }, samples: [sample(12_560, 8.8, 54), sample(12_000, 8, 50), sample(13_000, 9, 60)] },
  { row: { name: 'forwarder', kind: 'forwarder' }, samples: [sample(8_324, 12.1, 120)] },
  { row: { name: 'gateway list', kind: 'gateway-list' }, samples: [sample(545, 355, 1_788)] },
  { row: { name: 'gateway unit', kind: 'gateway-unit' }, samples: [sample(2_065, 88, 484)] },
];

describe('proxy report', () => {
  it('writes the medians and the ratio to nginx as the issue does', () => {
    const table = proxyTable(summarise(results));
    expect(table).toContain('| platform directly | 26,105 | 2.08 | 3.7 | 37 |');
    expect(table).toContain('| nginx | 12,560 | 1.00 | 8.8 | 54 |');
    expect(table).toContain('| gateway list | 545 | 0.04 | 355 | 1,788 |');
  });

  it('judges the goals from the medians: the list against the parsing forwarder, the unit against the bare forwarder', () => {
    const withFloor: RowResult[] = [...results, { row: { name: 'parsing forwarder', kind: 'forwarder-parse' }, samples: [sample(5_000, 15, 180)] }];
    const goals = proxyGoals(summarise(withFloor));
    expect(goals.map((goal) => [goal.name, goal.pass])).toEqual([
      ['gateway CPU per request on the 10-row equipment list vs the parsing forwarder', false],
      ['gateway throughput on the 10-row equipment list vs the parsing forwarder', false],
      ['gateway CPU per request on the single object (unit) vs the bare forwarder', false],
    ]);
    expect(goals[0]!.measured).toBe('9.93× (1,788 vs 180 µs)');
    expect(goals[1]!.measured).toBe('0.11× (545 vs 5,000 req/s)');
    expect(goals[2]!.measured).toBe('4.03× (484 vs 120 µs)');
  });

  it('passes goals that are met, at their limits', () => {
    const fast: RowResult[] = [
      { row: { name: 'forwarder', kind: 'forwarder' }, samples: [sample(8_000, 12, 100)] },
      { row: { name: 'parsing forwarder', kind: 'forwarder-parse' }, samples: [sample(5_000, 15, 200)] },
      { row: { name: 'gateway list', kind: 'gateway-list' }, samples: [sample(3_000, 19, 300)] },
      { row: { name: 'gateway unit', kind: 'gateway-unit' }, samples: [sample(6_000, 9, 130)] },
    ];
    expect(proxyGoals(summarise(fast)).map((goal) => goal.pass)).toEqual([true, true, true]);
  });

  it('judges no goal whose rows were not measured', () => {
    expect(proxyGoals(summarise(results.filter((result) => result.row.kind !== 'gateway-unit')))).toEqual([]);
  });

  it('sets the gateway against the parsing forwarder, the floor of any proxy that reads the answer', () => {
    const withFloor: RowResult[] = [
      ...results,
      { row: { name: 'parsing forwarder', kind: 'forwarder-parse' }, samples: [sample(5_000, 15, 180)] },
    ];
    expect(floorLines(summarise(withFloor))).toEqual([
      expect.stringContaining('costs 1.50× the bare forwarder\'s CPU per request (180 vs 120 µs); the gateway on the list costs 9.93× that floor (1,788 µs)'),
    ]);
    expect(floorLines(summarise(results))).toEqual([]);
    const withFramework: RowResult[] = [...withFloor, { row: { name: 'Fastify forwarder', kind: 'forwarder-fastify' }, samples: [sample(7_000, 14, 150)] }];
    expect(floorLines(summarise(withFramework))[0]).toContain('costs 1.25× the bare forwarder\'s CPU per request (150 vs 120 µs); the gateway on the unit, whose answer is small, costs 3.23× that (484 µs)');
  });

  it("gives the goals' ratios round by round, each repetition against the same round of its base", () => {
    const rounds: RowResult[] = [
      { row: { name: 'forwarder', kind: 'forwarder' }, samples: [sample(9_000, 10, 60), sample(8_000, 10, 80)] },
      { row: { name: 'gateway unit', kind: 'gateway-unit' }, samples: [sample(7_000, 10, 78), sample(6_000, 10, 96)] },
    ];
    expect(roundRatioLines(rounds)).toEqual(["- Round by round, the unit's CPU per request vs the bare forwarder's: 1.30×, 1.20× (median 1.25×)."]);
    expect(roundRatioLines(results.filter((result) => result.row.kind !== 'forwarder'))).toEqual([]);
  });

  it('shows latency with one decimal below 100 ms', () => {
    expect(latency(3.74)).toBe('3.7');
    expect(latency(354.6)).toBe('355');
  });
});
