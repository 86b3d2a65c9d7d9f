import path from 'node:path';
import { startGatewayProcess } from './gateway-process';
import { fixed, int, markdownTable, mib } from './markdown';
import { summariseRss, sparkline, type RssSample } from './memory-stats';
import { readRss } from './proc-stat';
import { stopProcess } from './processes';
import { LIST_PATH, platformRecording, replayStats } from './proxy/recording';
import { SUT_CPU } from './proxy/rows';
import type { BenchOptions, BenchSection, Goal } from './section';
import { goalLine } from './section';
import { runWrk } from './wrk';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 300);
const SAMPLE_S = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * The gateway's resident memory under the proxy benchmark's load on the 10-row list, for
 * BENCH_MEMORY_SECONDS: a leak per request shows as growth between the first and the last minute.
 */
export async function run(options: BenchOptions): Promise<BenchSection> {
  const recording = await platformRecording(options);
  const gateway = await startGatewayProcess({ ...options, legacyUrl: recording.replay.url, dataDir: path.join(options.tmp, 'gateway-memory'), cpu: SUT_CPU });
  const samples: RssSample[] = [];
  try {
    const headers = { authorization: `Bearer ${recording.token}` };
    const check = await fetch(`${gateway.url}${LIST_PATH}`, { headers });
    if (check.status !== 200) throw new Error(`gateway list: HTTP ${check.status}`);
    await check.arrayBuffer();
    const startRss = readRss(gateway.pid);
    const misses = (await replayStats(recording.replay.url)).misses;
    const started = Date.now();
    const load = runWrk({ url: `${gateway.url}${LIST_PATH}`, seconds: SECONDS, connections: CONNECTIONS, headers, cpu: '0' });
    const sampler = setInterval(() => samples.push({ seconds: (Date.now() - started) / 1000, bytes: readRss(gateway.pid) }), SAMPLE_S * 1000);
    samples.push({ seconds: 0, bytes: readRss(gateway.pid) });
    let result;
    try {
      result = await load;
    } finally {
      clearInterval(sampler);
    }
    const summary = summariseRss(samples, SECONDS);
    const missed = (await replayStats(recording.replay.url)).misses - misses;
    const goal: Goal = {
      name: `gateway RSS over ${SECONDS / 60} min of load (last minute vs first minute)`,
      target: '≤ +10 %',
      measured: `${summary.growthPercent >= 0 ? '+' : ''}${fixed(summary.growthPercent, 1)} % (${mib(summary.warm)} → ${mib(summary.end)})`,
      pass: summary.growthPercent <= 10,
    };
    const markdown = `${markdownTable(
      ['before load', 'first minute (median)', 'last minute (median)', 'peak', 'growth'],
      [[mib(startRss), mib(summary.warm), mib(summary.end), mib(summary.peak), `${fixed(summary.growthPercent, 1)} %`]],
    )}

${goalLine(goal)}

Median RSS (MiB) per 30 s of load: ${sparkline(summary.windows.map((w) => w.bytes))}

${markdownTable(
  summary.windows.map((w) => `${w.from}–${w.to} s`),
  [summary.windows.map((w) => fixed(w.bytes / 2 ** 20, 1))],
)}

How it was measured: the gateway (${options.compiled ? 'compiled, `node packages/gateway/dist/main.js`' : 'under tsx: no compiled dist was available'}, production settings as in the proxy section) on core ${SUT_CPU} in front of the replayed platform; \`wrk -t1 -c${CONNECTIONS} -d${SECONDS}s\` on core 0 asked for \`GET ${LIST_PATH}\` with a bearer token, ${int(result.requests)} requests at ${int(result.requestsPerSecond)} req/s (non-2xx ${int(result.non2xx)}, socket errors ${int(result.socketErrors)}, replay misses ${missed}). VmRSS was read from \`/proc/PID/status\` every ${SAMPLE_S} s (${samples.length} samples); growth compares the median of the first minute with the median of the last.
`;
    return { title: 'Gateway memory under sustained load', markdown, goals: [goal] };
  } finally {
    await stopProcess(gateway);
  }
}
