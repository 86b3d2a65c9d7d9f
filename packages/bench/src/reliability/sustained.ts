import path from 'node:path';
import { markdownTable } from '../markdown';
import { summariseRss, sparkline, type RssSample } from '../memory-stats';
import { readRss } from '../proc-stat';
import { sleep, stopProcess } from '../processes';
import { signIn } from './api';
import type { Figure, ReliabilityOptions, ReliabilitySection } from './section';
import { startGatewayAt, startPlatform } from './servers';

/**
 * A sustained mixed load by two enterprise units at once on one gateway: lists, details, the desk and
 * construction-record writes, for RELIABILITY_SUSTAINED_SECONDS (300 by default). Every acknowledged
 * write must be stored exactly once, in its own unit and invisible to the other; no request may fail;
 * the gateway's RSS must stay flat.
 */
const SECONDS = Number(process.env.RELIABILITY_SUSTAINED_SECONDS ?? 300);
const CLIENTS_PER_UNIT = 6;
const NEW_PASSWORD = 'Sustain@2026';

type Unit = { login: string; token: string; equipmentId: string; categoryCode: string; equipmentName: string };
type Tally = { requests: number; failures: Map<string, number>; acknowledged: Map<string, string> };

const ROUTES_READ = [
  '/api/v1/equipment?page=1&pageSize=10',
  '/api/v1/equipment?page=2&pageSize=20&sort=nextCheckDate:asc',
  '/api/v1/construction-records?page=1&pageSize=10',
  '/api/v1/dashboard/overview',
  '/api/v1/unit',
];

async function call(url: string, token: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${route}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

/** `weak` must change its simple password before it may do anything else: done once, as a user would. */
async function signInChanged(url: string, login: string): Promise<string> {
  const first = await signIn(url, login, '123456');
  const changed = await call(url, first, '/api/v1/me/password', {
    method: 'PUT',
    body: JSON.stringify({ oldPassword: '123456', newPassword: NEW_PASSWORD, newPasswordCheck: NEW_PASSWORD }),
  });
  if (changed.status !== 204) throw new Error(`password change of ${login} failed: ${changed.status}`);
  return signIn(url, login, NEW_PASSWORD);
}

function recordBody(unit: Unit, remark: string) {
  return {
    commit: false,
    categoryCode: unit.categoryCode,
    equipmentId: unit.equipmentId,
    equipmentName: unit.equipmentName,
    kind: 'major_repair',
    constructionUnit: '宁波港城起重设备安装有限公司',
    // The licence number marks this run's records, so the unit's list can count them.
    licenseNo: `TSLOAD-${unit.login}`,
    noticeDate: '2026-02-01',
    plannedCompletionDate: '2026-04-30',
    usePlace: '持续负载测试',
    remark,
    attachmentIds: ['att-1'],
  };
}

async function client(url: string, unit: Unit, n: number, until: number, tally: Tally) {
  const fail = (what: string) => tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
  for (let i = 0; Date.now() < until; i += 1) {
    try {
      if (i % 4 === 3) {
        const remark = `持续-${unit.login}-${n}-${i}`;
        const created = await call(url, unit.token, '/api/v1/construction-records', {
          method: 'POST',
          headers: { 'idempotency-key': `sustained-${unit.login}-${n}-${i}` },
          body: JSON.stringify(recordBody(unit, remark)),
        });
        tally.requests += 1;
        if (created.status === 201 && typeof created.body.id === 'string') tally.acknowledged.set(created.body.id, remark);
        else fail(`POST construction-records ${created.status}`);
      } else {
        const route = ROUTES_READ[(n + i) % ROUTES_READ.length] ?? ROUTES_READ[0]!;
        const read = await call(url, unit.token, route);
        tally.requests += 1;
        if (read.status !== 200) fail(`GET ${route.split('?')[0]} ${read.status}`);
      }
    } catch (error) {
      tally.requests += 1;
      fail(`no answer (${(error as Error).name})`);
    }
  }
}

/** Each acknowledged id: present once for its own unit with its own remark, 404 for the other unit. */
async function verify(url: string, own: Unit, other: Unit, acknowledged: Map<string, string>) {
  let stored = 0;
  let wrong = 0;
  let crossed = 0;
  for (const [id, remark] of acknowledged) {
    const mine = await call(url, own.token, `/api/v1/construction-records/${encodeURIComponent(id)}`);
    if (mine.status === 200 && mine.body.remark === remark) stored += 1;
    else wrong += 1;
    const theirs = await call(url, other.token, `/api/v1/construction-records/${encodeURIComponent(id)}`);
    if (theirs.status !== 404) crossed += 1;
  }
  // Stored once: the unit's records carrying this run's remarks, counted by the list's total.
  const listed = await call(url, own.token, `/api/v1/construction-records?page=1&pageSize=1&keyword=${encodeURIComponent(`TSLOAD-${own.login}`)}`);
  const total = typeof listed.body.total === 'number' ? listed.body.total : Number.NaN;
  return { stored, wrong, crossed, total };
}

export async function run(options: ReliabilityOptions): Promise<ReliabilitySection> {
  const platform = await startPlatform(options.root, path.join(options.tmp, 'sustained-platform'));
  const gateway = await startGatewayAt(options.root, platform.url, path.join(options.tmp, 'sustained-gateway'));
  try {
    const units: Unit[] = [
      { login: 'qiye', token: await signIn(gateway.url, 'qiye'), equipmentId: '30106', categoryCode: '3000', equipmentName: '消防员电梯' },
      { login: 'weak', token: await signInChanged(gateway.url, 'weak'), equipmentId: '30001', categoryCode: '4000', equipmentName: '通用桥式起重机' },
    ];
    const tallies = units.map((): Tally => ({ requests: 0, failures: new Map(), acknowledged: new Map() }));
    const samples: RssSample[] = [];
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const sampler = (async () => {
      while (Date.now() < until) {
        samples.push({ seconds: (Date.now() - started) / 1000, bytes: readRss(gateway.pid) });
        await sleep(2_000);
      }
    })();
    await Promise.all(
      units.flatMap((unit, u) => Array.from({ length: CLIENTS_PER_UNIT }, (_, n) => client(gateway.url, unit, n, until, tallies[u]!))),
    );
    await sampler;
    const checks = await Promise.all(units.map((unit, u) => verify(gateway.url, unit, units[1 - u]!, tallies[u]!.acknowledged)));

    const requests = tallies.reduce((sum, t) => sum + t.requests, 0);
    const failures = new Map<string, number>();
    for (const t of tallies) for (const [what, count] of t.failures) failures.set(what, (failures.get(what) ?? 0) + count);
    const failed = [...failures.values()].reduce((a, b) => a + b, 0);
    const acknowledged = tallies.reduce((sum, t) => sum + t.acknowledged.size, 0);
    const stored = checks.reduce((sum, c) => sum + c.stored, 0);
    const crossed = checks.reduce((sum, c) => sum + c.crossed, 0);
    const storedOnce = checks.every((c, u) => c.total === tallies[u]!.acknowledged.size && c.wrong === 0);
    const rss = summariseRss(samples, SECONDS);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

    const figures: Figure[] = [
      { name: `sustained mixed load, two units, ${SECONDS} s: failed requests`, measured: `${failed} of ${requests}`, expected: '0', pass: failed === 0 && requests > 0 },
      { name: 'sustained load: acknowledged writes stored once, in their own unit', measured: `${stored} of ${acknowledged} (listed ${checks.map((c) => c.total).join(' + ')})`, expected: 'all, once', pass: storedOnce && stored === acknowledged && acknowledged > 0 },
      { name: "sustained load: records visible to the other unit", measured: String(crossed), expected: '0', pass: crossed === 0 },
      { name: 'sustained load: gateway RSS, last minute vs first', measured: `${rss.growthPercent >= 0 ? '+' : ''}${rss.growthPercent.toFixed(1)} % (${mb(rss.warm)} → ${mb(rss.end)})`, expected: 'within ±10 %', pass: Math.abs(rss.growthPercent) <= 10 },
    ];
    const failureRows = [...failures].map(([what, count]) => [what, String(count)]);
    const markdown = `
${markdownTable(['unit', 'requests', 'writes acknowledged', 'stored with their remark', 'listed', 'visible to the other unit'],
  units.map((unit, u) => [unit.login, String(tallies[u]!.requests), String(tallies[u]!.acknowledged.size), String(checks[u]!.stored), String(checks[u]!.total), String(checks[u]!.crossed)]))}

Gateway RSS per 30 s window: ${sparkline(rss.windows.map((w) => w.bytes))} (first minute ${mb(rss.warm)}, last minute ${mb(rss.end)}, peak ${mb(rss.peak)}).
${failureRows.length > 0 ? `\nFailures:\n\n${markdownTable(['what', 'count'], failureRows)}\n` : ''}
- How: the compiled platform on PGlite and one compiled gateway in front of it (production settings); ${CLIENTS_PER_UNIT} clients per unit
  (\`qiye\` and \`weak\`, two units; \`weak\` changes its simple password first, as it must), each in a loop for ${SECONDS} s:
  three reads (equipment pages, construction records, the desk, the unit) to one write (a construction record with
  a remark unique to the client and iteration, and an Idempotency-Key). Then every acknowledged record was read
  back by its own unit (present, with its remark) and by the other unit (must be 404), and the unit's list was
  searched for this run's licence number (its total must equal the acknowledged writes: nothing stored twice).
- RSS of the gateway process read from /proc every 2 s; flat means the median of the last minute within 10 % of
  the first minute's.
`;
    return { title: 'Sustained mixed load by two units', figures, markdown };
  } finally {
    await stopProcess(gateway);
    await stopProcess(platform);
  }
}
