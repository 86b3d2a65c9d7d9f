import path from 'node:path';
import { markdownTable } from '../markdown';
import { sleep, stopProcess } from '../processes';
import { createRecord, listRecords, signIn, type Attempt } from './api';
import { startFaultProxy, type Fault, type FaultProxy } from './fault-proxy';
import type { Figure, ReliabilityOptions, ReliabilitySection } from './section';
import { startGatewayAt, startPlatform, type Server } from './servers';

const CASES: { fault: Fault; label: string }[] = [
  { fault: 'latency-1s', label: 'latency 1 s' },
  { fault: 'latency-5s', label: 'latency 5 s' },
  { fault: 'hang', label: 'no answer (past the 10 s timeout)' },
  { fault: 'reset-mid-answer', label: 'connection reset mid-answer' },
  { fault: 'truncated-body', label: 'truncated JSON body' },
  { fault: 'html-200', label: 'HTML page with 200' },
  { fault: 'status-503', label: '503 with Retry-After: 7' },
  { fault: 'trickle-body', label: 'body trickling (16 bytes / 200 ms)' },
  { fault: 'every-other-unanswered', label: 'every other call unanswered' },
  { fault: 'down', label: 'platform down, then back' },
];
const READS = 8;
const WRITES = 3;

type CaseResult = {
  label: string;
  writes: Attempt[];
  reads: Attempt[];
  after: Attempt;
  stored: number;
  recoveredMs: number;
  healthy: boolean;
};

const statuses = (attempts: Attempt[]) => {
  const counts = new Map<number, number>();
  for (const attempt of attempts) counts.set(attempt.status, (counts.get(attempt.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
};
const slowest = (attempts: Attempt[]) => `${(Math.max(...attempts.map((attempt) => attempt.ms)) / 1000).toFixed(2)} s`;

/** With the fault gone: how long until a read succeeds again (breaker closing included), without a restart. */
async function recover(proxy: FaultProxy, gateway: Server, token: string): Promise<number> {
  await proxy.set('none');
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    if ((await listRecords(gateway.url, token, 15_000)).status === 200) return performance.now() - started;
    await sleep(100);
  }
  throw new Error('the gateway did not recover within 60 s');
}

async function recordTotal(gateway: Server, token: string): Promise<number> {
  const list = await listRecords(gateway.url, token);
  if (list.status !== 200) throw new Error(`listing records failed: ${list.status}`);
  return list.total;
}

async function faultCase(proxy: FaultProxy, gateway: Server, token: string, fault: Fault, label: string): Promise<CaseResult> {
  await recover(proxy, gateway, token);
  const before = await recordTotal(gateway, token);
  await proxy.set(fault);
  const writes: Attempt[] = [];
  for (let i = 0; i < WRITES; i += 1) writes.push(await createRecord(gateway.url, token, `${fault}-${i}`));
  const reads = await Promise.all(Array.from({ length: READS }, () => listRecords(gateway.url, token)));
  // One more read once the others have failed: answered at once by an open breaker, or passed through.
  const after = await listRecords(gateway.url, token);
  const recoveredMs = await recover(proxy, gateway, token);
  const stored = (await recordTotal(gateway, token)) - before;
  const healthy = (await fetch(`${gateway.url}/healthz`)).status === 200;
  return { label, writes, reads, after, stored, recoveredMs, healthy };
}

/** Retries and double submits of one write, with and without an Idempotency-Key. */
async function retries(proxy: FaultProxy, gateway: Server, token: string) {
  await recover(proxy, gateway, token);
  const rows: string[][] = [];
  const created = async (work: () => Promise<string>) => {
    const before = await recordTotal(gateway, token);
    const answers = await work();
    return { answers, created: (await recordTotal(gateway, token)) - before };
  };

  // The client gives up before the answer comes (the platform is slow), then sends the same write again.
  await proxy.set('latency-1s');
  const keyed = await created(async () => {
    const first = await createRecord(gateway.url, token, 'retry-keyed', 'reliability-retry-1', 300);
    await sleep(2500);
    const again = await createRecord(gateway.url, token, 'retry-keyed', 'reliability-retry-1');
    return `${first.status === 0 ? 'no answer (client timeout)' : first.status}, then ${again.status}${again.status === 201 ? ' (the first answer, replayed)' : ''}`;
  });
  rows.push(['client timeout, retried with the same Idempotency-Key', keyed.answers, String(keyed.created)]);
  const unkeyed = await created(async () => {
    const first = await createRecord(gateway.url, token, 'retry-unkeyed', undefined, 300);
    await sleep(2500);
    const again = await createRecord(gateway.url, token, 'retry-unkeyed');
    return `${first.status === 0 ? 'no answer (client timeout)' : first.status}, then ${again.status}`;
  });
  rows.push(['the same, retried without a key', unkeyed.answers, String(unkeyed.created)]);
  await proxy.set('none');
  const double = await created(async () => {
    const answers = await Promise.all([1, 2].map(() => createRecord(gateway.url, token, 'double-submit', 'reliability-double-1')));
    return answers.map((answer) => answer.status).sort().join(' and ');
  });
  rows.push(['two identical submits at once, one key', double.answers, String(double.created)]);
  return { rows, keyed: keyed.created, double: double.created };
}

export async function run(options: ReliabilityOptions): Promise<ReliabilitySection> {
  const platform = await startPlatform(options.root, path.join(options.tmp, 'fault-platform'));
  const proxy = await startFaultProxy(platform.url);
  const gateway = await startGatewayAt(options.root, proxy.url, path.join(options.tmp, 'fault-gateway'));
  const results: CaseResult[] = [];
  let retried: Awaited<ReturnType<typeof retries>>;
  try {
    const token = await signIn(gateway.url, 'qiye');
    for (const { fault, label } of CASES) {
      console.log(`[reliability] fault: ${label}`);
      results.push(await faultCase(proxy, gateway, token, fault, label));
    }
    retried = await retries(proxy, gateway, token);
  } finally {
    await stopProcess(gateway);
    await proxy.close();
    await stopProcess(platform);
  }

  const all = results.flatMap((result) => [...result.writes, ...result.reads, result.after]);
  const unbounded = all.filter((attempt) => attempt.status === 0 || attempt.ms > 12_000).length;
  const acknowledgedLost = results.reduce((sum, result) => sum + Math.max(0, result.writes.filter((w) => w.status === 201).length - result.stored), 0);
  const doubled = results.filter((result) => result.stored > WRITES).length;
  const unhealthy = results.filter((result) => !result.healthy).length;
  const slowestRecovery = Math.max(...results.map((result) => result.recoveredMs));
  const figures: Figure[] = [
    { name: `faults between gateway and platform (${CASES.length} kinds): answers without a status or after 12 s`, measured: `${unbounded} of ${all.length}`, expected: '0', pass: unbounded === 0 },
    { name: 'faults: acknowledged writes not stored / writes stored twice', measured: `${acknowledgedLost} / ${doubled}`, expected: '0 / 0', pass: acknowledgedLost === 0 && doubled === 0 },
    { name: 'faults: gateway healthy afterwards, recovered without a restart', measured: `${results.length - unhealthy} of ${results.length}; slowest recovery ${(slowestRecovery / 1000).toFixed(1)} s`, expected: `all, within 10 s`, pass: unhealthy === 0 && slowestRecovery < 10_000 },
    { name: 'a write retried with its Idempotency-Key after a client timeout: records created', measured: String(retried.keyed), expected: '1', pass: retried.keyed === 1 },
    { name: 'two identical submits at once with one key: records created', measured: String(retried.double), expected: '1', pass: retried.double === 1 },
  ];
  const table = markdownTable(
    ['fault', `${WRITES} writes, one after another`, 'slowest write', `${READS} reads at once`, 'slowest read', 'one more read', 'records stored / acknowledged', 'recovered'],
    results.map((result) => [
      result.label,
      statuses(result.writes),
      slowest(result.writes),
      statuses(result.reads),
      slowest(result.reads),
      `${result.after.status} in ${(result.after.ms / 1000).toFixed(2)} s`,
      `${result.stored} / ${result.writes.filter((w) => w.status === 201).length}`,
      `${(result.recoveredMs / 1000).toFixed(1)} s`,
    ]),
  );
  const markdown = [
    table,
    '',
    markdownTable(['retries and double submits', 'answers', 'records created'], retried.rows),
    '',
    'How it was measured:',
    '',
    "- The platform (`node packages/legacy-server/dist/main.js`, demo data) ran behind a fault proxy of this script (packages/bench/src/reliability/fault-proxy.ts), and the compiled gateway in front of the proxy with production settings and the default `LEGACY_TIMEOUT_MS` (10 s). qiye signed in once.",
    `- For each fault: with the proxy passing calls, the unit's record count was read; then the fault was switched on, ${WRITES} construction records were created one after another, ${READS} lists were read at once, and one more list after them (an open circuit breaker answers that one at once with 503). Then the fault was switched off and reads were repeated until one succeeded ("recovered": the breaker closing included; nothing was restarted), and the count was read again: "records stored" is its growth, "acknowledged" the writes answered 201.`,
    '- Statuses: 502 the platform failed (a write then says its outcome is unknown), 503 the platform or the breaker says come back later (with Retry-After), 504 no answer within the timeout. A status of 0 would be no answer at all.',
    "- Retries: with a 1 s platform latency, a client that gave up after 300 ms sent the same write again 2.5 s later, with and without the same `Idempotency-Key`; then two identical writes with one key were sent at once.",
  ].join('\n');
  return { title: 'Faults between the gateway and the platform', figures, markdown };
}
