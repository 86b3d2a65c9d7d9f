import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ZProblemSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { Client, type Dispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './integration-support';
import { freePort, send, spawnGateway, startSlowPassThrough, waitUntilReady, type Answer } from './shutdown-support';

/** A pipelined request's answer, its body read; a rejection is kept, not left unhandled. */
function answerOf(pending: Promise<Dispatcher.ResponseData>): Promise<Answer | Error> {
  return pending.then(
    async (res) => ({ status: res.statusCode, headers: res.headers, body: await res.body.text() }),
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * SIGTERM under load, on the real entry point: every request the closing gateway refuses is 503
 * problem JSON with Retry-After and `Connection: close`, never Fastify's plain 503 (http/closing.ts).
 * Keep-alive clients send requests back to back through the signal; a slow request in flight at the
 * signal is answered in full with `Connection: close`.
 */
describe('the gateway process on SIGTERM under load', () => {
  let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
  let passThrough: Server;
  let dataDir: string;

  beforeAll(async () => {
    platform = await startTestLegacyServer();
    passThrough = await startSlowPassThrough(new URL(platform.url));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-shutdown-load-'));
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => passThrough?.close(() => resolve()));
    await platform?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every refusal with 503 problem JSON, Retry-After and Connection: close', async () => {
    const port = await freePort();
    const { port: platformPort } = passThrough.address() as AddressInfo;
    const gateway = spawnGateway({ port, legacyUrl: `http://127.0.0.1:${platformPort}`, dataDir });
    let stopped = false;
    void gateway.exited.then(() => (stopped = true));
    try {
      await waitUntilReady(port, gateway.child);
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'qiye', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

      const answers: Answer[] = [];
      const worker = async (n: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let i = 0; !stopped; i += 1) {
          const url = (n + i) % 2 === 0 ? '/api/v1/session' : '/healthz';
          await send(agent, port, 'GET', url, { cookie }).then(
            (answer) => void answers.push(answer),
            // A connection the stopping server has closed, or a new one it no longer accepts: no answer to check.
            () => new Promise((resolve) => setTimeout(resolve, 5)),
          );
        }
        agent.destroy();
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));

      // One connection, open before the signal, whose slow request is on its way to the platform
      // when the signal comes: it is answered in full and its connection closed with it, so a
      // keep-alive client sends its next request elsewhere (a refusal is the rare race left).
      const pipelined = new Client(`http://127.0.0.1:${port}`, { pipelining: 4 });
      expect(await answerOf(pipelined.request({ method: 'GET', path: '/healthz' }))).toMatchObject({ status: 200 });
      const held = once(passThrough, 'held');
      const slow = answerOf(pipelined.request({ method: 'GET', path: '/api/v1/equipment?page=1&pageSize=5', headers: { cookie } }));
      await held;
      gateway.child.kill('SIGTERM');
      expect(await slow).toMatchObject({ status: 200, headers: { connection: 'close' } });
      await pipelined.close().catch(() => undefined);

      expect((await gateway.exited).code, gateway.stderr()).toBe(0);
      await load;

      // Refusals may be none (http/closing.test.ts proves their form); whatever failed must be one.
      const failures = answers.filter((answer) => answer.status >= 300);
      for (const answer of failures) {
        expect(answer.status, answer.body).toBe(503);
        expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers.connection).toBe('close');
        expect(ZProblemSchema.parse(JSON.parse(answer.body)).detail).toBe('服务正在停止，请稍后重试');
      }
      expect(answers.length).toBeGreaterThan(failures.length);
    } finally {
      if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
    }
  }, 90_000);
});
