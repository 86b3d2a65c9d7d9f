import { fixed, int, markdownTable, mib } from '../markdown';
import type { Goal } from '../section';
import { median, ratio } from '../stats';
import { LIGHT_PATHS, type HeavyCount, type LightResult } from './clients';

/** Issue 30's limits: light requests under heavy work, and the platform's memory during one export. */
export const P99_RATIO_LIMIT = 2;
export const EXPORT_RSS_LIMIT_BYTES = 50 * 2 ** 20;

export type HeavyRun = {
  rows: number;
  exportRows: number;
  idle: LightResult;
  loaded: LightResult;
  heavy: HeavyCount[];
  exportRss: { before: number; peak: number; ms: number; bytes: number };
  seconds: number;
  lightClients: number;
  loads: { idle: string; loaded: string };
  gatewayNote: string;
  platformNote: string;
  mix: string[];
};

export function heavyGoals(run: HeavyRun): Goal[] {
  const factor = ratio(run.loaded.p99, run.idle.p99);
  const growth = run.exportRss.peak - run.exportRss.before;
  return [
    {
      name: 'p99 of light requests (session, unit, 10-row list) while 4 download PDFs and 2 export workbooks, vs idle',
      target: `≤ ${P99_RATIO_LIMIT}×`,
      measured: `${fixed(factor, 2)}× (${fixed(run.loaded.p99, 1)} vs ${fixed(run.idle.p99, 1)} ms)`,
      pass: factor <= P99_RATIO_LIMIT,
    },
    {
      name: `platform RSS growth during one ${int(run.exportRows)}-row export`,
      target: `≤ ${mib(EXPORT_RSS_LIMIT_BYTES)}`,
      measured: `${mib(growth)} (${mib(run.exportRss.before)} → peak ${mib(run.exportRss.peak)})`,
      pass: growth <= EXPORT_RSS_LIMIT_BYTES,
    },
  ];
}

function lightRow(name: string, result: LightResult): string[] {
  return [name, int(result.samples), int(result.failed), fixed(result.p50, 1), fixed(result.p99, 1), fixed(result.max, 1), ...LIGHT_PATHS.map((path) => fixed(result.perPath[path] ?? Number.NaN, 1))];
}

export function heavyMarkdown(run: HeavyRun): string {
  const light = markdownTable(
    ['state', 'requests', 'failed', 'p50 ms', 'p99 ms', 'max ms', ...LIGHT_PATHS.map((path) => `p99 ${path}`)],
    [lightRow('idle', run.idle), lightRow('4 PDF + 2 export clients', run.loaded)],
  );
  const heavy = markdownTable(
    ['heavy client', 'finished', 'failed', 'MB read', 'median s'],
    run.heavy.map((count) => [count.name, int(count.done), int(count.failed), fixed(count.bytes / 1e6, 1), fixed(median(count.ms) / 1000, 2)]),
  );
  return `${heavyGoals(run).map((goal) => `- ${goal.pass ? '✅ pass' : '❌ fail'}: ${goal.name}: ${goal.measured} (goal ${goal.target})`).join('\n')}

${light}

${heavy}

One ${int(run.exportRows)}-row export alone: ${fixed(run.exportRss.ms / 1000, 1)} s, ${fixed(run.exportRss.bytes / 1e6, 1)} MB; the platform's RSS ${mib(run.exportRss.before)} before, peak ${mib(run.exportRss.peak)}.

How it was measured:

- **Servers.** ${run.platformNote} A legacy-server with the demo data and ${int(run.rows)} generated equipment files (as in the list section); qiye's unit holds ${int(run.exportRows)} of them. ${run.gatewayNote}, in front of it.
- **Light requests.** Signed in as qiye (\`POST /api/v1/session\`, the cookie on every call), ${run.lightClients} clients each send ${LIGHT_PATHS.map((path) => `\`GET ${path}\``).join(', ')} in turn, one at a time, for ${run.seconds} s (Node's fetch, keep-alive, in the benchmark's process); the time runs from sending to having read the whole answer (a failed answer is timed too and counted); p99 by linear interpolation over all of them. First with nothing else running (idle), then while the heavy clients run.
- **Heavy clients.** ${run.mix.join(' ')} Each loops until the loaded measurement ends, reading every answer whole; a failed answer (504 when the platform did not start the document within 60 s, the workbook within 120 s) is counted as failed, logged with its answer, and the client goes on.
- **Export memory.** Before the loaded run, one export alone; the platform process's VmRSS (\`/proc/PID/status\`) read every 50 ms; growth = peak − the value before the request.
- **Load average** (1 min) when the idle run began: ${run.loads.idle}; when the loaded run began: ${run.loads.loaded}. Gateway, platform and this client share the machine's cores with each other (and with whatever else ran): a figure measured at a load average above the core count is noisier.
`;
}
