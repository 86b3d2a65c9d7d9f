import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIPMENT_WIRE_PATHS } from '@portal/legacy-protocol';
import { TEST_SECRET } from './integration-support';

/** For the shutdown tests: the real entry point (main.ts) in its own process, and what it needs. */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** How long the pass-through holds the equipment list: the request is still open when the signal comes. */
export const SLOW_MS = 2_500;

export type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

export function send(agent: Agent, port: number, method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method, path: url, headers }, (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Forwards to the platform, holding the equipment list for SLOW_MS; the server emits `held` when it starts holding one. */
export async function startSlowPassThrough(target: URL): Promise<Server> {
  const upstreamAgent = new Agent({ keepAlive: false });
  const server = createServer((incoming, outgoing) => {
    const delay = incoming.url?.startsWith(EQUIPMENT_WIRE_PATHS.list) ? SLOW_MS : 0;
    if (delay > 0) server.emit('held');
    setTimeout(() => {
      const upstream = request(
        { agent: upstreamAgent, host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
  const agent = new Agent({ keepAlive: false });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    const ready = await send(agent, port, 'GET', '/readyz').then((answer) => answer.status === 200, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('gateway did not become ready');
}

/** main.ts on `port` in front of the platform at `legacyUrl`; its stderr is collected, its exit awaited. */
export function spawnGateway(opts: { port: number; legacyUrl: string; dataDir: string }) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      LEGACY_URL: opts.legacyUrl,
      SESSION_SECRET: TEST_SECRET,
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      WEB_DIST: path.join(opts.dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return { child, exited, stderr: () => stderr };
}
