import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './integration-support';
import { freePort, send, SLOW_MS, spawnGateway, startSlowPassThrough, waitUntilReady } from './shutdown-support';

/**
 * SIGTERM with a request in flight, on the real entry point (main.ts in its own process): the request
 * that is already on its way to the platform is answered in full, the readiness probe turns 503 at
 * once, an idle keep-alive socket is closed instead of holding the process, and the process exits 0
 * well within its bound (start.ts SHUTDOWN_BOUND_MS). The platform is real; a pass-through in front of
 * it holds the equipment list for SLOW_MS so the request is still open when the signal comes
 * (shutdown-support.ts).
 */
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
    const { child, exited, stderr } = spawnGateway({ port, legacyUrl: `http://127.0.0.1:${platformPort}`, dataDir });
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

      const inFlight = send(new Agent({ keepAlive: true, maxSockets: 1 }), port, 'GET', '/api/v1/equipment?page=1&pageSize=10', { cookie });
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
      // Its keep-alive connection is closed with it: a next request goes to another gateway (http/closing.ts).
      expect(answer.headers.connection).toBe('close');

      const closedAt = await idleClosed;
      expect(closedAt - signalledAt).toBeLessThan(SLOW_MS);

      const exit = await exited;
      expect(exit.code, stderr()).toBe(0);
      // Well within the 30 s bound: the process does not wait for idle sockets to time out.
      expect(exit.at - signalledAt).toBeLessThan(15_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
