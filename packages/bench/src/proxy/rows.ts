import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGatewayProcess } from '../gateway-process';
import { freePort, stopProcess } from '../processes';
import { startNginx } from './nginx';
import { LIST_PATH, startScript, UNIT_PATH, type PlatformRecording } from './recording';

const REPLAY_PLATFORM = fileURLToPath(new URL('./replay-platform.ts', import.meta.url));
const FORWARDER = fileURLToPath(new URL('./forwarder.ts', import.meta.url));
const FASTIFY_FORWARDER = fileURLToPath(new URL('./fastify-forwarder.ts', import.meta.url));
/** Systems under test run alone on this core; wrk and the shared replay platform share the other. */
export const SUT_CPU = '1';

/** A running system under test: where wrk sends its load and whose processes' CPU time is counted. */
export type RunningTarget = { url: string; pid: number; stop(): Promise<void> };

export type ProxyRow = {
  name: string;
  kind: 'direct' | 'nginx' | 'forwarder' | 'forwarder-parse' | 'forwarder-fastify' | 'gateway-list' | 'gateway-unit';
  /** Path and query wrk asks for. */
  path: string;
  headers: Record<string, string>;
  start(): Promise<RunningTarget>;
  /** Why the answer is not the expected one, or null. */
  check(status: number, body: string): string | null;
};

export type RowContext = { root: string; tmp: string; compiled: boolean; recording: PlatformRecording };

function sameAs(expected: string) {
  return (status: number, body: string) =>
    status !== 200 ? `HTTP ${status}` : body !== expected ? `answer differs from the platform's recorded one: ${body.slice(0, 200)}` : null;
}

/** The same JSON value as the platform's answer (a re-serialised answer may differ in spacing). */
function sameJson(expected: string) {
  const value = JSON.stringify(JSON.parse(expected));
  return (status: number, body: string) => (status !== 200 ? `HTTP ${status}` : body !== value ? `answer differs from the platform's recorded one: ${body.slice(0, 200)}` : null);
}

/** The rows of the table: the five of the issue, and two forwarders that split the gateway's cost (framework, parsing). */
export function proxyRows(context: RowContext, platformListAnswer: string): ProxyRow[] {
  const { recording } = context;
  const replayPort = new URL(recording.replay.url).port;
  const wire = recording.listWireCall;
  const platformHeaders = { accept: 'application/json' };
  const bearer = { authorization: `Bearer ${recording.token}` };
  const gateway = async (): Promise<RunningTarget> => {
    const running = await startGatewayProcess({ ...context, legacyUrl: recording.replay.url, dataDir: path.join(context.tmp, 'gateway'), cpu: SUT_CPU });
    return { url: running.url, pid: running.pid, stop: () => stopProcess(running) };
  };
  // A forwarder script of the benchmark on the measured core, asked for the recorded wire call.
  const forwarderRow = (name: string, kind: ProxyRow['kind'], script: string, args: string[], check: ProxyRow['check']): ProxyRow => ({
    name,
    kind,
    path: wire,
    headers: platformHeaders,
    check,
    start: async () => {
      const forwarder = await startScript(script, [recording.replay.url, '0', ...args], { name, cwd: context.root, cpu: SUT_CPU });
      return { url: forwarder.url, pid: forwarder.pid, stop: () => stopProcess(forwarder) };
    },
  });
  const gatewayAnswer = (gatewayPath: string, rows?: number) => (status: number, body: string) => {
    if (status !== 200) return `HTTP ${status}: ${body.slice(0, 200)}`;
    if (rows !== undefined) {
      const items = (JSON.parse(body) as { items?: unknown[] }).items?.length;
      if (items !== rows) return `${items} items instead of ${rows}`;
    }
    // Against the replay the gateway must answer what it answered in front of the real platform.
    return body === recording.gatewayBodies[gatewayPath] ? null : 'answer differs from the one given in front of the real platform';
  };
  return [
    {
      name: 'platform directly',
      kind: 'direct',
      path: wire,
      headers: platformHeaders,
      check: sameAs(platformListAnswer),
      start: async () => {
        // A replayer of its own on the measured core: the shared one shares its core with wrk.
        const replay = await startScript(REPLAY_PLATFORM, ['replay', recording.file, '0'], { name: 'replay platform (direct)', cwd: context.root, cpu: SUT_CPU });
        return { url: replay.url, pid: replay.pid, stop: () => stopProcess(replay) };
      },
    },
    {
      name: 'nginx as a reverse proxy',
      kind: 'nginx',
      path: wire,
      headers: platformHeaders,
      check: sameAs(platformListAnswer),
      start: async () => {
        const port = await freePort();
        const nginx = await startNginx({ dir: path.join(context.tmp, `nginx-${port}`), port, upstreamPort: Number(replayPort), cpu: SUT_CPU });
        return { url: `http://127.0.0.1:${port}`, pid: nginx.pid, stop: () => stopProcess(nginx) };
      },
    },
    forwarderRow('bare Node forwarder (node:http + undici Pool, body piped)', 'forwarder', FORWARDER, [], sameAs(platformListAnswer)),
    forwarderRow('Fastify forwarder (one Fastify 5 route, no plugin or hook, the answer sent unparsed)', 'forwarder-fastify', FASTIFY_FORWARDER, [], sameAs(platformListAnswer)),
    forwarderRow(
      'Node forwarder that parses and re-serialises the answer (JSON.parse + JSON.stringify, nothing checked)',
      'forwarder-parse',
      FORWARDER,
      ['parse'],
      sameJson(platformListAnswer),
    ),
    { name: `gateway, \`GET ${LIST_PATH}\``, kind: 'gateway-list', path: LIST_PATH, headers: bearer, check: gatewayAnswer(LIST_PATH, 10), start: gateway },
    { name: `gateway, \`GET ${UNIT_PATH}\``, kind: 'gateway-unit', path: UNIT_PATH, headers: bearer, check: gatewayAnswer(UNIT_PATH), start: gateway },
  ];
}
