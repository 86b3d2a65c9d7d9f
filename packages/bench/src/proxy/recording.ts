import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptCommand } from '../build';
import { startGatewayProcess } from '../gateway-process';
import { startProcess, stopProcess, waitForLine, type Started } from '../processes';

const USER = { username: 'qiye', password: 'Demo@2024' };
export const LIST_PATH = '/api/v1/equipment?page=1&pageSize=10';
export const UNIT_PATH = '/api/v1/unit';
const BENCH_SERVERS = fileURLToPath(new URL('../bench-servers.ts', import.meta.url));
const REPLAY_PLATFORM = fileURLToPath(new URL('./replay-platform.ts', import.meta.url));

/** A recorded platform, now replaying, and what the rows of the proxy table need from the recording. */
export type PlatformRecording = {
  /** The recorder switched to replay mode, on core 0; the upstream of nginx, the forwarder and the gateway. */
  replay: Started & { url: string };
  /** recordings.json, for another replayer (the "platform directly" row runs one on the other core). */
  file: string;
  /** A bearer token of qiye, accepted by every gateway of the run (same SESSION_SECRET). */
  token: string;
  /** The platform calls the gateway made for each gateway path, as sent (session included). */
  wireCalls: Record<string, string[]>;
  /** The one wire call of the 10-row list: the direct, nginx and forwarder rows request exactly this. */
  listWireCall: string;
  /** The gateway's answers while recording, compared with its answers under load. */
  gatewayBodies: Record<string, string>;
};

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export function urlOf(line: string): string {
  return (JSON.parse(line) as { url: string }).url;
}

/** Starts one of the benchmark's TypeScript servers and reads the URL it prints. */
export async function startScript(file: string, args: string[], options: { name: string; cwd: string; cpu?: string }): Promise<Started & { url: string }> {
  const started = startProcess(process.execPath, [...scriptCommand(file), ...args], options);
  return { ...started, url: urlOf(await waitForLine(started, /^\{"url"/, 300_000)) };
}

/**
 * Records the platform's answers by driving a real gateway in front of a recorder in front of a real
 * legacy-server with the demo data: a bearer token for qiye, then each gateway path once. The
 * recorder then replays; the legacy-server and the recording gateway are stopped.
 */
export async function recordPlatform(options: { root: string; tmp: string; compiled: boolean }): Promise<PlatformRecording> {
  // The demo unit of qiye owns fewer than 10 files: a few generated ones fill the 10-row page.
  const rows = process.env.BENCH_PROXY_ROWS ?? '200';
  const legacy = await startScript(BENCH_SERVERS, ['legacy', path.join(options.tmp, 'legacy'), rows], { name: 'legacy-server', cwd: options.root });
  let gateway: Started | undefined;
  try {
    const replay = await startScript(REPLAY_PLATFORM, ['record', legacy.url, '0'], { name: 'replay platform', cwd: options.root, cpu: '0' });
    const running = await startGatewayProcess({ ...options, legacyUrl: replay.url, dataDir: path.join(options.tmp, 'gateway-record') });
    gateway = running;
    const { token } = await json<{ token: string }>(
      await fetch(`${running.url}/api/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER) }),
    );
    const calls = async () => json<string[]>(await fetch(`${replay.url}/__replay/calls`));
    const wireCalls: Record<string, string[]> = {};
    const gatewayBodies: Record<string, string> = {};
    for (const gatewayPath of [LIST_PATH, UNIT_PATH]) {
      const before = (await calls()).length;
      const answer = await fetch(`${running.url}${gatewayPath}`, { headers: { authorization: `Bearer ${token}` } });
      gatewayBodies[gatewayPath] = await answer.text();
      if (answer.status !== 200) throw new Error(`recording ${gatewayPath}: HTTP ${answer.status} ${gatewayBodies[gatewayPath]!.slice(0, 300)}`);
      wireCalls[gatewayPath] = (await calls()).slice(before);
    }
    const listCalls = wireCalls[LIST_PATH] ?? [];
    const listCall = listCalls.find((call) => /\/list\b/.test(call)) ?? listCalls[0];
    if (!listCall?.startsWith('GET ')) throw new Error(`the gateway made no GET platform call for ${LIST_PATH}: ${JSON.stringify(listCalls)}`);

    await json(await fetch(`${replay.url}/__replay/replay`, { method: 'POST' }));
    const file = path.join(options.tmp, 'recordings.json');
    await writeFile(file, await (await fetch(`${replay.url}/__replay/recordings`)).text());
    return { replay, file, token, wireCalls, listWireCall: listCall.slice('GET '.length), gatewayBodies };
  } finally {
    await stopProcess(gateway);
    await stopProcess(legacy);
  }
}

let recorded: Promise<PlatformRecording> | undefined;

/** One recording per run, shared by the proxy and memory sections. */
export function platformRecording(options: { root: string; tmp: string; compiled: boolean }): Promise<PlatformRecording> {
  recorded ??= recordPlatform(options);
  return recorded;
}

/** Replay statistics: how many requests found no recorded answer (should stay 0). */
export async function replayStats(replayUrl: string): Promise<{ replayed: number; misses: number; missed: string[] }> {
  return json(await fetch(`${replayUrl}/__replay/stats`));
}
