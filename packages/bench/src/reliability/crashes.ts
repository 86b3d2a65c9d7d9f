import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianCommand } from '../debian-package';
import { markdownTable } from '../markdown';
import { sleep, startProcess, stopProcess } from '../processes';
import { createRecord, recordExists, signIn } from './api';
import type { Figure, ReliabilityOptions, ReliabilitySection } from './section';
import { embeddedEnv, startEmbedded, type Server } from './servers';

const exec = promisify(execFile);
const KILL_RUNS = Number(process.env.RELIABILITY_KILL_RUNS ?? 5);
const WRITERS = 4;

/** Writes records with `WRITERS` clients until stopped; returns the ids the server acknowledged (201). */
function writeUntilStopped(server: Server, token: string, label: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  const writer = async (n: number) => {
    for (let i = 0; !stopped; i += 1) {
      const attempt = await createRecord(server.url, token, `${label}-${n}-${i}`, undefined, 5_000);
      if (attempt.status === 201 && attempt.id) acknowledged.push(attempt.id);
      if (attempt.status === 0) return;
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** kill -9 of the embedded product during a stream of writes, then a restart: what was acknowledged must be there. */
async function killRuns(options: ReliabilityOptions) {
  const dataDir = path.join(options.tmp, 'kill-runs');
  const rows: string[][] = [];
  let lost = 0;
  let acknowledgedInAll = 0;
  let server = await startEmbedded(options.root, dataDir);
  for (let runNo = 1; runNo <= KILL_RUNS; runNo += 1) {
    const token = await signIn(server.url, 'qiye');
    const writes = writeUntilStopped(server, token, `kill${runNo}`);
    await sleep(1500 + Math.random() * 2000);
    server.child.kill('SIGKILL');
    await writes.stop();
    const port = server.port;
    // The same port and folder at once: nothing of the killed process may still hold either.
    server = await startEmbedded(options.root, dataDir, port);
    const reader = await signIn(server.url, 'qiye');
    let present = 0;
    for (const id of writes.acknowledged) if (await recordExists(server.url, reader, id)) present += 1;
    lost += writes.acknowledged.length - present;
    acknowledgedInAll += writes.acknowledged.length;
    rows.push([String(runNo), String(writes.acknowledged.length), String(present), String(writes.acknowledged.length - present), 'yes']);
  }
  return { server, dataDir, rows, lost, acknowledgedInAll };
}

/** A second start on the folder the first still runs on: refused, and the first keeps serving. */
async function secondStart(options: ReliabilityOptions, first: Server, dataDir: string) {
  const second = startProcess(process.execPath, [path.join(options.root, 'packages/launcher/dist/main.js')], {
    name: 'second portal',
    cwd: options.root,
    env: embeddedEnv(dataDir, first.port + 1),
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      second.child.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    second.child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const message = /in use by process \d+/.exec(second.output())?.[0] ?? second.output().slice(-200);
  const firstHealthy = (await fetch(`${first.url}/healthz`)).status === 200;
  return { code, message, firstHealthy };
}

/** fsync calls the server made while it acknowledged `writes` records (strace on its pid). */
async function fsyncCount(options: ReliabilityOptions, server: Server, writes: number) {
  ensureDebianCommand('strace', 'strace');
  const token = await signIn(server.url, 'qiye');
  const out = path.join(options.tmp, 'strace.txt');
  const tracer = startProcess('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync', '-o', out, '-p', String(server.pid)], { name: 'strace' });
  await sleep(1000);
  let acknowledged = 0;
  for (let i = 0; i < writes; i += 1) if ((await createRecord(server.url, token, `fsync-${i}`)).status === 201) acknowledged += 1;
  tracer.child.kill('SIGINT');
  await new Promise((resolve) => tracer.child.once('exit', resolve));
  const summary = await readFile(out, 'utf8');
  const calls = (name: string) => Number(new RegExp(`\\s(\\d+)(?:\\s+\\d+)?\\s+${name}$`, 'm').exec(summary)?.[1] ?? 0);
  return { acknowledged, fsync: calls('fsync'), fdatasync: calls('fdatasync') };
}

export async function run(options: ReliabilityOptions): Promise<ReliabilitySection> {
  const kills = await killRuns(options);
  let second: Awaited<ReturnType<typeof secondStart>>;
  let synced: Awaited<ReturnType<typeof fsyncCount>>;
  try {
    second = await secondStart(options, kills.server, kills.dataDir);
    synced = await fsyncCount(options, kills.server, 50);
  } finally {
    await stopProcess(kills.server);
  }
  const { version } = await straceVersion();
  const figures: Figure[] = [
    { name: `kill -9 during writes (${KILL_RUNS} runs): acknowledged writes lost`, measured: `${kills.lost} of ${kills.acknowledgedInAll}`, expected: '0', pass: kills.lost === 0 && kills.acknowledgedInAll > 0 },
    { name: 'a second start on the same data folder', measured: `exit ${second.code}: "${second.message}"; the first still healthy: ${second.firstHealthy}`, expected: 'refused, first unharmed', pass: second.code === 1 && second.firstHealthy },
    { name: 'fsync at commit (embedded PGlite)', measured: `${synced.fsync} fsync + ${synced.fdatasync} fdatasync for ${synced.acknowledged} acknowledged writes`, expected: '≥ 1 per write', pass: synced.fsync + synced.fdatasync >= synced.acknowledged && synced.acknowledged > 0 },
  ];
  const markdown = [
    markdownTable(['run', 'acknowledged writes', 'present after restart', 'lost', 'restarted on the same port and folder'], kills.rows),
    '',
    'How it was measured:',
    '',
    `- **kill -9.** The embedded product (\`node packages/launcher/dist/main.js\`, platform on PGlite) ran on one data folder. In each run ${WRITERS} clients created construction records of qiye's unit through the API as fast as answers came; after 1.5 to 3.5 s the process got SIGKILL. It was restarted at once on the same port and folder (so nothing of the killed process could still hold either), and every record the killed process had answered 201 for was read back by id.`,
    '- **Second start.** While the restarted product ran, a second one was started on the same folder (another port). It has to stop with exit code 1 and name the owner; the first is then asked for `/healthz`.',
    `- **fsync.** \`strace -f -c -e trace=fsync,fdatasync -p <pid>\` (${version}) counted the system calls of the running product while it acknowledged 50 writes one after another.`,
  ].join('\n');
  return { title: 'Crashes and the data folder', figures, markdown };
}

async function straceVersion(): Promise<{ version: string }> {
  try {
    const { stdout } = await exec('strace', ['-V']);
    return { version: stdout.split('\n')[0]?.trim() ?? 'strace' };
  } catch {
    return { version: 'strace' };
  }
}
