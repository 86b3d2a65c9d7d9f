import { ensureDebianCommand } from '../debian-package';
import { cpuMicros, CLOCK_TICKS } from '../proc-stat';
import { goalLine, type BenchOptions, type BenchSection } from '../section';
import { runWrk } from '../wrk';
import { nginxVersion } from './nginx';
import { platformRecording, replayStats } from './recording';
import { floorLines, proxyGoals, proxyTable, repetitionTable, roundRatioLines, summarise, type RowResult, type Sample } from './report';
import { proxyRows, SUT_CPU, type ProxyRow } from './rows';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// Five rounds: this host's drift moves a row by up to half between minutes, and with three a single slow
// repetition of either row of a goal decided its median; with five it takes two.
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
// Long enough for the JIT to settle: the gateway's CPU per request, in 3-s windows after a fresh start,
// fell 616, 343, 336, 261, 232, 229 µs, the parsing forwarder's 227, 197, 161, 154, 145, 153 µs
// (docs/performance.md); with 2 s the measured window still paid the optimising compiler.
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOAD_CPU = '0';
/**
 * BENCH_PROXY_KINDS=forwarder,gateway-unit: only the rows of these kinds, for quick comparisons while
 * working; a full run keeps them all. (BENCH_ROWS is the list section's number of files.)
 */
const ONLY_KINDS = process.env.BENCH_PROXY_KINDS?.split(',').map((kind) => kind.trim()).filter(Boolean);

/** One repetition of one row: start it alone, check its answer, warm it, load it, count its CPU, stop it. */
async function measure(row: ProxyRow): Promise<Sample> {
  const target = await row.start();
  try {
    const url = `${target.url}${row.path}`;
    const response = await fetch(url, { headers: row.headers });
    const problem = row.check(response.status, await response.text());
    if (problem) throw new Error(`${row.name}: ${problem}`);
    // A fresh process runs its first requests in the interpreter and compiles the hot ones on other threads, whose CPU counts.
    if (WARMUP_S > 0) await runWrk({ url, seconds: WARMUP_S, connections: CONNECTIONS, headers: row.headers, cpu: LOAD_CPU });
    const before = cpuMicros(target.pid);
    const result = await runWrk({ url, seconds: DURATION_S, connections: CONNECTIONS, headers: row.headers, cpu: LOAD_CPU });
    const used = cpuMicros(target.pid) - before;
    return { ...result, cpuMicrosPerRequest: used / Math.max(1, result.requests) };
  } finally {
    await target.stop();
  }
}

export async function run(options: BenchOptions): Promise<BenchSection> {
  ensureDebianCommand('wrk', 'wrk');
  ensureDebianCommand('nginx', 'nginx');
  console.log('[proxy] recording the platform through a gateway …');
  const recording = await platformRecording(options);
  const platformAnswer = await (await fetch(`${recording.replay.url}${recording.listWireCall}`)).text();
  const rows = proxyRows({ ...options, recording }, platformAnswer).filter((row) => !ONLY_KINDS || ONLY_KINDS.includes(row.kind));
  if (rows.length === 0) throw new Error(`BENCH_PROXY_KINDS: no row of kind ${ONLY_KINDS?.join(', ')}`);
  const results: RowResult[] = rows.map((row) => ({ row, samples: [] }));
  const before = await replayStats(recording.replay.url);
  // Interleaved: every row once per round, so a slow moment of the machine touches all rows alike.
  for (let round = 1; round <= REPEAT; round++) {
    for (const result of results) {
      const row = rows.find((candidate) => candidate.name === result.row.name)!;
      console.log(`[proxy] round ${round}/${REPEAT}: ${row.name}`);
      result.samples.push(await measure(row));
    }
  }
  const after = await replayStats(recording.replay.url);
  const summary = summarise(results);
  const goals = proxyGoals(summary);
  const errors = summary.filter((row) => row.errors > 0).map((row) => `${row.name}: ${row.errors}`);
  const misses = after.misses - before.misses;

  const markdown = `Measured in one interleaved run (\`wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s --latency\`, ${REPEAT} repetition${REPEAT === 1 ? '' : 's'}, medians; load generator and a replayed platform pinned to core ${LOAD_CPU}, each system under test started alone, pinned to core ${SUT_CPU}, and stopped after its repetition; CPU per request read from \`/proc/PID/stat\`). The platform was replaced by a server that answers recorded legacy-server answers at once, so only the middle hop is measured:

${proxyTable(summary)}

${goals.map(goalLine).join('\n')}
${[...floorLines(summary), ...roundRatioLines(results)].join('\n')}

How it was measured:

- **Recording.** A legacy-server with the demo data (plus ${process.env.BENCH_PROXY_ROWS ?? '200'} generated files, so that qiye's unit fills a 10-row page) ran behind the replay platform (packages/bench/src/proxy/replay-platform.ts) in record mode, behind a gateway. qiye/Demo@2024 signed in with \`POST /api/v1/tokens\` and each gateway path was asked once. The gateway called the platform with:
${Object.entries(recording.wireCalls).map(([gatewayPath, calls]) => `  - \`${gatewayPath}\` → ${calls.map((call) => `\`${call.replace(/__sid=[^&]+/, '__sid=…').replace(/__extend=[^&]+/, '__extend=…')}\``).join(', ')}`).join('\n')}
- **Replay.** Answers are keyed by method, path and query without \`__sid\`/\`__extend\` and sent from memory with their recorded status and content headers. The "platform directly", nginx and forwarder rows ask for exactly the recorded wire call of the 10-row list, with its session parameters; before each repetition every target's answer was checked (the platform's recorded bytes; the gateway's 10 items and the same JSON it gave in front of the real platform). Requests the replay had no answer for during the run: ${misses}.
- **Rows.** "platform directly": a second replay process (same recordings) on core ${SUT_CPU}. nginx: Debian's ${nginxVersion()} with a generated configuration (1 worker, \`keepalive 64\` upstream, HTTP/1.1 to the upstream, \`keepalive_requests 1000000\` on both sides as Node keeps connections open, \`access_log off\`), master + worker counted. Bare forwarder: packages/bench/src/proxy/forwarder.ts (node:http server, undici Pool of 64 keep-alive connections, status and end-to-end headers passed, bodies piped with \`.pipe()\`). Parsing forwarder: the same script with \`parse\`: the answer collected through undici's dispatch handler as the gateway collects it (packages/gateway/src/legacy/text-request.ts), decoded, \`JSON.parse\`d and sent as \`JSON.stringify\` of the result (checked to be the platform's JSON value); it does the least that any proxy looking into a JSON answer must do. Fastify forwarder: packages/bench/src/proxy/fastify-forwarder.ts, Fastify 5 (the gateway's framework) with one route and no plugin, hook, logger or validation, the answer collected the same way and sent as it came; it is the framework's share. Gateway: ${options.compiled ? '`node packages/gateway/dist/main.js`' : '`node --import tsx packages/gateway/src/main.ts` (no compiled dist was available)'} with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, request limits raised, bearer token in \`Authorization\`.
- **Load.** Each repetition: start the target, check its answer, ${WARMUP_S} s of the same wrk load as warm-up (not counted), then ${DURATION_S} s measured. CPU per request = (utime + stime of the target's processes after − before, ${CLOCK_TICKS} ticks/s) / requests wrk completed. Non-2xx answers and socket errors reported by wrk: ${errors.length === 0 ? 'none' : errors.join('; ')}.
- The middle column is the row's median throughput divided by nginx's median throughput.

Every repetition:

${repetitionTable(results)}
`;
  return { title: 'Proxy overhead: gateway vs nginx vs a bare forwarder', markdown, goals };
}
