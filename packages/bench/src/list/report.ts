import os from 'node:os';
import { fixed, int, markdownTable } from '../markdown';
import type { Goal } from '../section';
import type { ListCase } from './cases';
import { LIMIT_MS, SAMPLES, WARMUPS, type CaseResult } from './measure';

export type ListRun = {
  rows: number;
  seedSeconds: number;
  unitFiles: number;
  lastPage: number;
  gatewayNote: string;
  loadAverage: number;
  results: CaseResult[];
};

const GROUP_TITLES: Record<ListCase['group'], string> = {
  view: 'Query views (page 1, the view’s default order)',
  filter: 'Each filter alone (comprehensive view, page 1, newest change first)',
  page: 'Pages (comprehensive view, newest change first)',
  sort: 'Each sort field both ways, first and last page',
};

function verdict(result: CaseResult): string {
  if (result.gateway.median > LIMIT_MS) return '**over**';
  return result.gateway.p95 > LIMIT_MS ? 'yes (p95 over)' : 'yes';
}

function groupTable(results: CaseResult[]): string {
  return markdownTable(
    ['case', 'files found', 'gateway median', 'gateway p95', 'platform median', 'platform p95', `≤ ${LIMIT_MS} ms`],
    results.map((result) => [
      result.listCase.name,
      int(result.total),
      fixed(result.gateway.median, 1),
      fixed(result.gateway.p95, 1),
      fixed(result.platform.median, 1),
      fixed(result.platform.p95, 1),
      verdict(result),
    ]),
  );
}

export function listGoals(run: ListRun): Goal[] {
  const slowest = run.results.reduce((worst, result) => (result.gateway.median > worst.gateway.median ? result : worst));
  const over = run.results.filter((result) => result.gateway.median > LIMIT_MS);
  return [
    {
      name: `equipment list at ${int(run.rows)} files: every view, filter, sort and page through the gateway (median)`,
      target: `≤ ${LIMIT_MS} ms each`,
      measured: over.length === 0
        ? `all ${run.results.length} cases; slowest ${fixed(slowest.gateway.median, 1)} ms (${slowest.listCase.name})`
        : `${over.length} of ${run.results.length} over: ${over.map((result) => `${result.listCase.name} ${fixed(result.gateway.median, 0)} ms`).join(', ')}`,
      pass: over.length === 0,
    },
  ];
}

export function listMarkdown(run: ListRun): string {
  const cpus = os.cpus();
  const groups = (Object.keys(GROUP_TITLES) as ListCase['group'][]).map((group) => {
    const results = run.results.filter((result) => result.listCase.group === group);
    return `### ${GROUP_TITLES[group]}\n\n${groupTable(results)}`;
  });
  const overP95 = run.results.filter((result) => result.gateway.p95 > LIMIT_MS).length;
  return `Times in milliseconds, one request at a time, pageSize 20; a case is **over** when its gateway median exceeds ${LIMIT_MS} ms (${overP95} of ${run.results.length} cases had a p95 over it).

How it was measured:

- **Data.** A legacy-server (packages/bench/src/bench-servers.ts, PGlite in a fresh temp folder) with the demo data and ${int(run.rows)} generated equipment files (packages/legacy-server/src/seed/equipment-volume.ts); start-up with migrations, seeding and \`VACUUM ANALYZE\` took ${fixed(run.seedSeconds, 1)} s. The signed-in user qiye (宁波悦澜酒店管理有限公司) sees ${int(run.unitFiles)} of them, so the last page of 20 is page ${int(run.lastPage)}.
- **Gateway.** ${run.gatewayNote}, in front of that legacy-server, request limits raised; signed in as qiye with \`POST /api/v1/session\`, the session cookie on every call.
- **Calls.** After one untimed pass over all cases (JIT and database buffers warm), each case is one \`GET /api/v1/equipment?…\` (pageSize 20, every answer with its total) and the platform call the gateway makes for it (\`/a/stone/eqm/…\` with \`__sid\`), asked directly of the platform with the same session's parameters: ${WARMUPS} warm-up round${WARMUPS === 1 ? '' : 's'}, then ${SAMPLES} measured rounds, gateway and platform taking turns, each request sent only after the previous answer was read (Node's fetch, keep-alive). The time runs from sending the request to having read the whole answer. Both targets answered the same count in every round.
- **Statistics.** Median and 95th percentile (linear interpolation) of the ${SAMPLES} measured requests.
- **Machine.** ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; 1-minute load average ${fixed(run.loadAverage, 1)} when the measurement began. Legacy-server, gateway and this client are separate processes sharing the cores.

${groups.join('\n\n')}
`;
}
