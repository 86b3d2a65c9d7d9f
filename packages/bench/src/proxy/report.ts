import { fixed, int, markdownTable } from '../markdown';
import type { Goal } from '../section';
import { median, ratio } from '../stats';
import type { ProxyRow } from './rows';

/** One measured repetition of one row. */
export type Sample = {
  requestsPerSecond: number;
  p99Ms: number;
  cpuMicrosPerRequest: number;
  requests: number;
  non2xx: number;
  socketErrors: number;
};

export type RowResult = { row: Pick<ProxyRow, 'name' | 'kind'>; samples: Sample[] };

export type RowSummary = { name: string; kind: ProxyRow['kind']; rps: number; p99: number; cpu: number; errors: number };

export function summarise(results: readonly RowResult[]): RowSummary[] {
  return results.map(({ row, samples }) => ({
    name: row.name,
    kind: row.kind,
    rps: median(samples.map((s) => s.requestsPerSecond)),
    p99: median(samples.map((s) => s.p99Ms)),
    cpu: median(samples.map((s) => s.cpuMicrosPerRequest)),
    errors: samples.reduce((sum, s) => sum + s.non2xx + s.socketErrors, 0),
  }));
}

/** Milliseconds as the issue shows them: one decimal below 100, whole numbers above. */
export function latency(ms: number): string {
  return ms < 100 ? fixed(ms, 1) : int(ms);
}

/** The table of the issue: medians, throughput relative to nginx. */
export function proxyTable(rows: readonly RowSummary[]): string {
  const nginx = rows.find((row) => row.kind === 'nginx');
  return markdownTable(
    ['path', 'req/s', '× nginx', 'p99 ms', 'CPU µs/request'],
    rows.map((row) => [row.name, int(row.rps), fixed(ratio(row.rps, nginx?.rps ?? Number.NaN), 2), latency(row.p99), int(row.cpu)]),
  );
}

/** Every repetition, with wrk's error counts, so a median can be checked against its spread. */
export function repetitionTable(results: readonly RowResult[]): string {
  return markdownTable(
    ['path', 'repetition', 'req/s', 'p99 ms', 'CPU µs/request', 'requests', 'non-2xx', 'socket errors'],
    results.flatMap(({ row, samples }) =>
      samples.map((s, i) => [row.name, String(i + 1), int(s.requestsPerSecond), latency(s.p99Ms), int(s.cpuMicrosPerRequest), int(s.requests), int(s.non2xx), int(s.socketErrors)]),
    ),
  );
}

/**
 * The goals this table decides (issue 30, restating issue 9's): the list against the parsing
 * forwarder, which pays what any proxy reading the JSON answer pays, and the small unit answer
 * against the bare forwarder. nginx stays in the table as the reference column.
 */
export function proxyGoals(rows: readonly RowSummary[]): Goal[] {
  const of = (kind: ProxyRow['kind']) => rows.find((row) => row.kind === kind);
  const goals: Goal[] = [];
  const list = of('gateway-list');
  const unit = of('gateway-unit');
  const parsing = of('forwarder-parse');
  const bare = of('forwarder');
  const cpuGoal = (gateway: RowSummary | undefined, base: RowSummary | undefined, limit: number, what: string, baseName: string) => {
    if (!gateway || !base) return;
    const value = ratio(gateway.cpu, base.cpu);
    goals.push({ name: `gateway CPU per request on ${what} vs ${baseName}`, target: `≤ ${limit}×`, measured: `${fixed(value, 2)}× (${int(gateway.cpu)} vs ${int(base.cpu)} µs)`, pass: value <= limit });
  };
  cpuGoal(list, parsing, 1.5, 'the 10-row equipment list', 'the parsing forwarder');
  if (list && parsing) {
    const throughput = ratio(list.rps, parsing.rps);
    goals.push({ name: 'gateway throughput on the 10-row equipment list vs the parsing forwarder', target: '≥ 0.6×', measured: `${fixed(throughput, 2)}× (${int(list.rps)} vs ${int(parsing.rps)} req/s)`, pass: throughput >= 0.6 });
  }
  cpuGoal(unit, bare, 1.3, 'the single object (unit)', 'the bare forwarder');
  return goals;
}

/**
 * What the parsing forwarder shows: the part of the gateway's cost on the list that any proxy which
 * reads the JSON answer pays, and what the gateway adds over it (session, access, checks, mapping).
 */
export function floorLines(rows: readonly RowSummary[]): string[] {
  const of = (kind: ProxyRow['kind']) => rows.find((row) => row.kind === kind);
  const bare = of('forwarder');
  const parsing = of('forwarder-parse');
  const framework = of('forwarder-fastify');
  const gateway = of('gateway-list');
  const unit = of('gateway-unit');
  if (!bare || !parsing || !gateway) return [];
  return [
    ...(framework
      ? [
          `- Framework: Fastify with one route and nothing else, sending the answer unparsed, costs ${fixed(ratio(framework.cpu, bare.cpu), 2)}× the bare forwarder's CPU per request (${int(framework.cpu)} vs ${int(bare.cpu)} µs)${unit ? `; the gateway on the unit, whose answer is small, costs ${fixed(ratio(unit.cpu, framework.cpu), 2)}× that (${int(unit.cpu)} µs)` : ''}.`,
        ]
      : []),
    `- Floor: reading, parsing and re-serialising the list's JSON answer, with nothing checked or mapped, costs ${fixed(ratio(parsing.cpu, bare.cpu), 2)}× the bare forwarder's CPU per request (${int(parsing.cpu)} vs ${int(bare.cpu)} µs); the gateway on the list costs ${fixed(ratio(gateway.cpu, parsing.cpu), 2)}× that floor (${int(gateway.cpu)} µs).`,
  ];
}

/**
 * The goals' ratios round by round: the rows of one round ran minutes apart at most, so a round's
 * ratio is less exposed to the host's drift than the ratio of two medians, and their spread shows
 * how far one run can be trusted.
 */
export function roundRatioLines(results: readonly RowResult[]): string[] {
  const of = (kind: ProxyRow['kind']) => results.find((result) => result.row.kind === kind)?.samples;
  const line = (what: string, gateway: Sample[] | undefined, base: Sample[] | undefined) => {
    if (!gateway || !base) return [];
    const rounds = Math.min(gateway.length, base.length);
    const ratios = Array.from({ length: rounds }, (_, i) => ratio(gateway[i]!.cpuMicrosPerRequest, base[i]!.cpuMicrosPerRequest));
    return [`- Round by round, ${what}: ${ratios.map((value) => `${fixed(value, 2)}×`).join(', ')} (median ${fixed(median(ratios), 2)}×).`];
  };
  return [
    ...line("the list's CPU per request vs the parsing forwarder's", of('gateway-list'), of('forwarder-parse')),
    ...line("the unit's CPU per request vs the bare forwarder's", of('gateway-unit'), of('forwarder')),
  ];
}
