import os from 'node:os';
import { fixed } from '../markdown';
import { readRss } from '../proc-stat';
import { sleep } from '../processes';
import type { BenchOptions, BenchSection } from '../section';
import { signIn } from '../list/client';
import { startListServers } from '../list/servers';
import { fetchWhole, loopHeavy, timeLight, type HeavyLoop, type Session } from './clients';
import { heavyGoals, heavyMarkdown } from './report';

/**
 * Issue 30, point 2: the p99 of light requests through the gateway, idle and while 4 clients download
 * PDFs and 2 export the unit's 25,000-row workbook, and the platform's RSS during one export.
 * BENCH_HEAVY_ROWS (default 100,000 generated files, of which qiye's unit holds a quarter) and
 * BENCH_HEAVY_SECONDS (default 20 per state) shorten a trial run.
 */

const ROWS = Number(process.env.BENCH_HEAVY_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_HEAVY_SECONDS ?? 20);
const LIGHT_CLIENTS = 2;
/** BENCH_HEAVY_PDF_CLIENTS and BENCH_HEAVY_EXPORT_CLIENTS (default 4 and 2) split the load's causes while working; the goal is measured with both. */
const PDF_CLIENTS = Number(process.env.BENCH_HEAVY_PDF_CLIENTS ?? 4);
const EXPORT_CLIENTS = Number(process.env.BENCH_HEAVY_EXPORT_CLIENTS ?? 2);
const EXPORT_PATH = '/api/v1/equipment/export?view=comprehensive';

type Page<T> = { items: T[]; total: number };

async function json<T>(session: Session, path: string): Promise<T> {
  const response = await fetch(`${session.gatewayUrl}${path}`, { headers: { cookie: session.cookie } });
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The PDFs the four download clients ask for: an issued (kept) report, a print of 10 use signs, the opinion notice. */
async function pdfMix(session: Session): Promise<{ paths: string[]; mix: string }> {
  const reports = await json<Page<{ id: string; reportNo: string; fileTypes: string[] }>>(session, '/api/v1/reports?pageSize=50');
  const report = reports.items.find((item) => item.fileTypes.includes('LLDSJ'));
  if (!report) throw new Error('qiye has no issued report with a LLDSJ file');
  const notice = reports.items.find((item) => item.fileTypes.includes('YJTZS'));
  const signs = await json<Page<{ equipmentId: string }>>(session, '/api/v1/elevator-use-signs?pageSize=10');
  if (signs.items.length === 0) throw new Error('qiye has no elevator for a use sign');
  const ids = signs.items.map((item) => item.equipmentId).join(',');
  const paths = [`/api/v1/reports/${report.id}/files/LLDSJ`, `/api/v1/elevator-use-signs/pdf?ids=${encodeURIComponent(ids)}`];
  if (notice) paths.push(`/api/v1/reports/${notice.id}/files/YJTZS`);
  const mix = `${PDF_CLIENTS} clients each download in turn ${paths.length === 3 ? 'three' : 'two'} PDFs: the inspection report (LLDSJ) of ${report.reportNo} (kept once rendered, served as stored bytes), the use signs of ${signs.items.length} elevators in one PDF (rendered on every request)${notice ? ', and the opinion notice (YJTZS, kept like the report)' : ''}; ${EXPORT_CLIENTS} clients export the unit's comprehensive list (\`GET ${EXPORT_PATH}\`).`;
  return { paths, mix };
}

/** One export alone with the platform's RSS read every 50 ms: the peak against the value before. */
async function exportMemory(session: Session, platformPid: number): Promise<{ before: number; peak: number; ms: number; bytes: number }> {
  await sleep(2000);
  const before = readRss(platformPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, readRss(platformPid));
  }, 50);
  const started = performance.now();
  try {
    const bytes = await fetchWhole(session, EXPORT_PATH);
    return { before, peak: Math.max(peak, readRss(platformPid)), ms: performance.now() - started, bytes };
  } finally {
    clearInterval(sampler);
  }
}

const load = () => fixed(os.loadavg()[0] ?? Number.NaN, 2);

export async function run(options: BenchOptions): Promise<BenchSection> {
  console.log(`[heavy] starting a legacy-server with ${ROWS} generated files …`);
  const servers = await startListServers({ root: options.root, tmp: options.tmp, compiled: options.compiled, rows: ROWS });
  try {
    const targets = await signIn(servers.gatewayUrl, servers.platformUrl);
    const session: Session = { gatewayUrl: servers.gatewayUrl, cookie: targets.cookie };
    const exportRows = (await json<Page<unknown>>(session, '/api/v1/equipment?pageSize=1')).total;
    const { paths, mix } = await pdfMix(session);
    // Warm: every PDF once (the report is kept on its first download), one export, the light requests.
    for (const path of paths) await fetchWhole(session, path);
    await fetchWhole(session, EXPORT_PATH);
    await timeLight(session, 3, LIGHT_CLIENTS);
    const exportRss = await exportMemory(session, servers.platformPid);
    console.log(`[heavy] export alone: ${fixed(exportRss.ms, 0)} ms, RSS +${fixed((exportRss.peak - exportRss.before) / 2 ** 20, 1)} MiB`);
    const loads = { idle: load(), loaded: '' };
    const idle = await timeLight(session, SECONDS, LIGHT_CLIENTS);
    console.log(`[heavy] idle p99 ${fixed(idle.p99, 1)} ms over ${idle.samples}`);
    const loops: HeavyLoop[] = [
      ...Array.from({ length: PDF_CLIENTS }, (_, index) => ({ name: `PDF client ${index + 1}`, paths: [...paths.slice(index % paths.length), ...paths.slice(0, index % paths.length)] })),
      ...Array.from({ length: EXPORT_CLIENTS }, (_, index) => ({ name: `export client ${index + 1}`, paths: [EXPORT_PATH] })),
    ];
    const heavyLoad = loopHeavy(session, loops);
    await sleep(2000);
    loads.loaded = load();
    const loaded = await timeLight(session, SECONDS, LIGHT_CLIENTS);
    const heavy = await heavyLoad.stop();
    console.log(`[heavy] loaded p99 ${fixed(loaded.p99, 1)} ms over ${loaded.samples}`);
    const platformNote = 'The legacy-server ran from TypeScript under tsx (packages/bench/src/bench-servers.ts, its own process, PGlite), as in the list section, logging each request as it ships (one line to stdout, read by the benchmark).';
    const run = { rows: ROWS, exportRows, idle, loaded, heavy, exportRss, seconds: SECONDS, lightClients: LIGHT_CLIENTS, loads, gatewayNote: servers.gatewayNote, platformNote, mix: [mix] };
    return { title: 'Heavy work and light requests', markdown: heavyMarkdown(run), goals: heavyGoals(run) };
  } finally {
    await servers.stop();
  }
}
