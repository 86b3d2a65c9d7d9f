import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { DEFAULT_CIPHER_KEY, encodeLoginText } from '@portal/legacy-protocol';

/**
 * `pnpm bench`: the equipment list at 100 000 files, through the gateway and from the platform
 * directly, in one run. A legacy-server (PGlite in a temp folder) and a gateway in front of it run
 * as child processes; autocannon loads each for the same time with the same connections and the
 * same pages, and the results go to docs/benchmarks.md.
 */

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = 50;
const PAGE_SIZE = 20;
const USER = { username: 'qiye', password: 'Demo@2024' };
const REPORT = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
const CHILD = fileURLToPath(new URL('./bench-servers.ts', import.meta.url));

const children: ChildProcess[] = [];

/** Starts bench-servers.ts in its own Node process (with this process's tsx loader) and waits for its URL. */
function startChild(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [...process.execArgv, CHILD, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${args[0]} server exited with ${code}`)));
  });
}

async function stopChildren(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function gatewayCookie(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('portal_session='));
  if (response.status !== 200 || !cookie) throw new Error(`gateway login failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function platformSession(platformUrl: string): Promise<string> {
  const form = new URLSearchParams({
    username: encodeLoginText(USER.username, DEFAULT_CIPHER_KEY),
    password: encodeLoginText(USER.password, DEFAULT_CIPHER_KEY),
    __ajax: 'json',
  });
  const response = await fetch(`${platformUrl}/a/login`, { method: 'POST', body: form });
  const body = (await response.json()) as { result: string; sessionid: string; __extend: string };
  if (body.result !== 'true') throw new Error('platform login failed');
  return `__sid=${body.sessionid}&__extend=${body.__extend}&__ajax=json`;
}

/** Both targets ask for pages 1…50 in turn, 20 rows each. */
function pagedRequests(pathOf: (page: number) => string) {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request: object) => ({ ...request, path: pathOf((next++ % PAGES) + 1) }) }];
}

async function load(url: string, headers: Record<string, string>, pathOf: (page: number) => string, seconds: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, requests: pagedRequests(pathOf) });
}

async function checkAnswers(gatewayUrl: string, cookie: string, platformUrl: string, sid: string): Promise<number> {
  const viaGateway = await fetch(`${gatewayUrl}/api/v1/equipment?page=2&pageSize=${PAGE_SIZE}`, { headers: { cookie } });
  const clean = (await viaGateway.json()) as { items: unknown[]; total: number };
  const direct = await fetch(`${platformUrl}/a/stone/eqm/list?pageNo=2&pageSize=${PAGE_SIZE}&${sid}`);
  const wire = (await direct.json()) as { result: string; data: { count: number } };
  if (viaGateway.status !== 200 || clean.items.length !== PAGE_SIZE || wire.result !== 'true' || wire.data.count !== clean.total) {
    throw new Error('the two targets do not answer the same list');
  }
  return clean.total;
}

const ms = (value: number) => value.toFixed(1);
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

function report(direct: Result, gateway: Result, unitRows: number, seedSeconds: number, loadBefore: number): string {
  const cpus = os.cpus();
  const row = (name: string, result: Result) =>
    `| ${name} | ${result.requests.average.toFixed(0)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${result.requests.total} | ${result.non2xx + result.errors + result.timeouts} |`;
  return `# Benchmarks

## Equipment list: gateway versus the platform directly

Generated by \`pnpm bench\` (packages/gateway/bench/equipment-list.ts) on ${new Date().toISOString()}; all
figures below are from that one run.

- Data: the demo data plus ${ROWS.toLocaleString('en-US')} generated equipment files in a fresh PGlite folder
  (seeded in ${seedSeconds.toFixed(0)} s, then \`VACUUM ANALYZE\`); the signed-in unit (qiye, 宁波悦澜酒店管理有限公司)
  owns ${unitRows.toLocaleString('en-US')} of them.
- Calls: the comprehensive list, pages 1–${PAGES} in turn, ${PAGE_SIZE} rows each, every answer counted (\`count\`
  + page), as the list page asks for it.
  - gateway: \`GET /api/v1/equipment?page=…&pageSize=${PAGE_SIZE}\` with the session cookie;
  - direct: \`GET /a/stone/eqm/list?pageNo=…&pageSize=${PAGE_SIZE}&__sid=…&__extend=…\`.
- Load: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s measured, per target.
- Processes: legacy-server, gateway and autocannon each in their own Node process on one machine.

| target | requests/s | p50 latency (ms) | p99 latency (ms) | requests | errors + non-2xx |
|---|---|---|---|---|---|
${row('direct (platform)', direct)}
${row('gateway', gateway)}

Ratios gateway / direct: throughput **${ratio(gateway.requests.average, direct.requests.average)}**, p50 latency
**${ratio(gateway.latency.p50, direct.latency.p50)}**, p99 latency **${ratio(gateway.latency.p99, direct.latency.p99)}**.

Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM,
${os.type()} ${os.release()}, Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} when the
measurement began. The cores are shared with the other processes of the run (and of the machine), so a
gateway request competes with the platform and the load generator for CPU: the ratio says more than
the absolute figures, which a dedicated machine would raise.

Reading it: the platform's time is mostly its SQL on PGlite (the page through
\`equipment_unit_updated_idx\`, the count as an index-only scan of \`equipment_unit_category_idx\`); the
gateway adds a session unseal, the access check, query validation, the wire call over a keep-alive pool
and the mapping of 20 rows.
`;
}

async function main(): Promise<void> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    const seedStart = Date.now();
    console.log(`starting legacy-server with ${ROWS} generated files (seeding takes a while)…`);
    const platformUrl = await startChild(['legacy', path.join(tmp, 'legacy'), String(ROWS)]);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const gatewayUrl = await startChild(['gateway', platformUrl, path.join(tmp, 'gateway')]);
    const cookie = await gatewayCookie(gatewayUrl);
    const sid = await platformSession(platformUrl);
    const unitRows = await checkAnswers(gatewayUrl, cookie, platformUrl, sid);

    const directPath = (page: number) => `/a/stone/eqm/list?pageNo=${page}&pageSize=${PAGE_SIZE}&${sid}`;
    const gatewayPath = (page: number) => `/api/v1/equipment?page=${page}&pageSize=${PAGE_SIZE}`;
    console.log('warming up…');
    await load(platformUrl, {}, directPath, WARMUP_S);
    await load(gatewayUrl, { cookie }, gatewayPath, WARMUP_S);
    console.log(`measuring ${DURATION_S} s each…`);
    const loadBefore = os.loadavg()[0] ?? 0;
    const direct = await load(platformUrl, {}, directPath, DURATION_S);
    const gateway = await load(gatewayUrl, { cookie }, gatewayPath, DURATION_S);

    const text = report(direct, gateway, unitRows, seedSeconds, loadBefore);
    await writeFile(REPORT, text);
    console.log(text);
    console.log(`written to ${REPORT}`);
  } finally {
    await stopChildren();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
