import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchOptions, BenchSection } from '../section';
import { goalLine } from '../section';
import { listCases, PAGE_SIZE } from './cases';
import { direct, signIn, viaGateway } from './client';
import { measureCase, type CaseResult } from './measure';
import { listGoals, listMarkdown } from './report';
import { startListServers } from './servers';

export type ListOptions = Partial<BenchOptions> & {
  /** Generated equipment files; BENCH_ROWS overrides it (10000 for a quick try). */
  rows?: number;
};

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The platform's day (Asia/Shanghai), which the views and the generated inspection dates count from. */
function platformToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * The equipment list at 100 000 files, one request at a time: every query view, every filter alone,
 * every sort field both ways and deep pages, through the gateway and from the platform directly.
 */
export async function run(options: ListOptions = {}): Promise<BenchSection> {
  const rows = Number(process.env.BENCH_ROWS ?? options.rows ?? 100_000);
  const tmp = options.tmp ?? (await mkdtemp(path.join(os.tmpdir(), 'portal-bench-list-')));
  console.log(`[list] starting a legacy-server with ${rows} generated files (seeding takes a while) …`);
  const servers = await startListServers({ root: options.root ?? ROOT, tmp, compiled: options.compiled ?? false, rows });
  try {
    const targets = await signIn(servers.gatewayUrl, servers.platformUrl);
    const today = platformToday();
    const first = await viaGateway(targets, { group: 'page', name: 'count', query: {}, wire: { path: '', params: {} } });
    const lastPage = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
    const cases = listCases(today, lastPage);
    // One untimed pass over every case first: the servers' code is compiled by the JIT and the
    // indexes read into the database's buffers before any case is measured, not during the first.
    console.log(`[list] warming up with one pass over the ${cases.length} cases …`);
    for (const listCase of cases) {
      await viaGateway(targets, listCase);
      await direct(targets, listCase);
    }
    const loadAverage = os.loadavg()[0] ?? 0;
    const results: CaseResult[] = [];
    for (const [index, listCase] of cases.entries()) {
      const result = await measureCase(targets, listCase);
      results.push(result);
      console.log(`[list] ${index + 1}/${cases.length} ${listCase.name}: gateway ${result.gateway.median.toFixed(1)} ms, platform ${result.platform.median.toFixed(1)} ms`);
    }
    const run = { rows, seedSeconds: servers.seedSeconds, unitFiles: first.total, lastPage, gatewayNote: servers.gatewayNote, loadAverage, results };
    const goals = listGoals(run);
    const markdown = `${goals.map(goalLine).join('\n')}\n\n${listMarkdown(run)}`;
    return { title: `Equipment list at ${rows.toLocaleString('en-US')} files, one user`, markdown, goals };
  } finally {
    await servers.stop();
    if (!options.tmp) await rm(tmp, { recursive: true, force: true });
  }
}
