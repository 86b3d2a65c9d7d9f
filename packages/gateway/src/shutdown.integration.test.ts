import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIPMENT_WIRE_PATHS } from '@portal/legacy-protocol';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TEST_SECRET } from './integration-support';

/**
 * SIGTERM with a request in flight, on the real entry point (main.ts in its own process): the request
 * that is already on its way to the platform is answered in full, the readiness probe turns 503 at
 * once, an idle keep-alive socket is closed instead of holding the process, and the process exits 0
 * well within its bound (start.ts SHUTDOWN_BOUND_MS). The platform is real; a pass-through in front of
 * it holds the equipment list for SLOW_MS so the request is still open when the signal comes.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const SLOW_MS = 2_500;

type Answer = { status: number; body: string };

function send(agent: Agent, port: number, method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method, path: url, headers }, (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Forwards to the platform, holding the equipment list for SLOW_MS. */
async function startSlowPassThrough(target: URL): Promise<Server> {
  const upstreamAgent = new Agent({ keepAlive: false });
  const server = createServer((incoming, outgoing) => {
    const delay = incoming.url?.startsWith(EQUIPMENT_WIRE_PATHS.list) ? SLOW_MS : 0;
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

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
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

describe('the gateway process on SIGTERM', () => {
  let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
  let passThrough: Server;
  let dataDir: string;

  beforeAll(async () => {
    platform = await startTestLegacyServer();
    passThrough = await startSlowPassThrough(new URL(platform.url));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-shutdown-'));
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => passThrough?.close(() => resolve()));
    await platform?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, turns unready, closes idle sockets and exits 0', async () => {
    const port = await freePort();
    const { port: platformPort } = passThrough.address() as AddressInfo;
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH,
        LEGACY_URL: `http://127.0.0.1:${platformPort}`,
        SESSION_SECRET: TEST_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    try {
      await waitUntilReady(port, child);

      const login = await fetch(`http://127.0.0.1:${port}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'qiye', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

      // An idle keep-alive socket: one answered request, then nothing more on it.
      const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await send(idleAgent, port, 'GET', '/healthz')).status).toBe(200);
      const idleSocket = Object.values(idleAgent.freeSockets).flat()[0] as Socket | undefined;
      expect(idleSocket).toBeDefined();
      const idleClosed = new Promise<number>((resolve) => idleSocket?.once('close', () => resolve(Date.now())));

      // A second keep-alive socket carries the readiness probe after the signal (a new connection
      // would be refused: the listener closes first).
      const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await send(probeAgent, port, 'GET', '/healthz')).status).toBe(200);

      const inFlight = send(new Agent({ keepAlive: false }), port, 'GET', '/api/v1/equipment?page=1&pageSize=10', { cookie });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));

      const probe = await send(probeAgent, port, 'GET', '/readyz').catch(() => ({ status: 0, body: '' }));
      // Unready (503) or the socket already closed by the shutdown: either way no new work is taken.
      expect([0, 503]).toContain(probe.status);

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty('items');

      const closedAt = await idleClosed;
      expect(closedAt - signalledAt).toBeLessThan(SLOW_MS);

      const exit = await exited;
      expect(exit.code, stderr).toBe(0);
      // Well within the 30 s bound: the process does not wait for idle sockets to time out.
      expect(exit.at - signalledAt).toBeLessThan(15_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
