import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';

let tmp: string;
const opened: Socket[] = [];
const gateways: FastifyInstance[] = [];

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-connections-'));
});

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  for (const gateway of gateways.splice(0)) await gateway.close();
  await rm(tmp, { recursive: true, force: true });
});

async function listening(env: Record<string, string>): Promise<number> {
  const config = loadConfig({ SESSION_SECRET: 'connection-test-secret-0123456789-abcdef', LOG_LEVEL: 'silent', DATA_DIR: tmp, WEB_DIST: path.join(tmp, 'no-web'), ...env });
  const app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9' });
  gateways.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

type Idle = { socket: Socket; closed: Promise<void>; isClosed(): boolean };

/** An idle socket: connected, nothing sent. */
function idle(port: number): Promise<Idle> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    opened.push(socket);
    let closed = false;
    const whenClosed = new Promise<void>((done) => socket.once('close', () => ((closed = true), done())));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed: whenClosed, isClosed: () => closed }));
    socket.once('error', reject);
  });
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `closing`, but at most 2 s: a socket left open shows in the assertion after. */
const closedSoon = (closing: Promise<unknown>) => Promise.race([closing, settle(2_000)]);

/** Whether a socket still gets an answer. */
function answers(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').split('\r\n')[0] ?? ''));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

describe('connection limits', () => {
  it('closes the idle sockets one address opens over CONNECTIONS_PER_ADDRESS and keeps the others', async () => {
    const port = await listening({ CONNECTIONS_PER_ADDRESS: '3' });
    const sockets: Idle[] = [];
    for (let i = 0; i < 6; i += 1) sockets.push(await idle(port));
    await closedSoon(Promise.all(sockets.slice(3).map((s) => s.closed)));
    await settle();
    expect(sockets.map((s) => s.isClosed())).toEqual([false, false, false, true, true, true]);
    expect(await answers(sockets[0]!.socket)).toBe('HTTP/1.1 200 OK');
    // A closed socket frees its place.
    sockets[1]!.socket.destroy();
    await sockets[1]!.closed;
    await settle();
    const next = await idle(port);
    await settle();
    expect(next.isClosed()).toBe(false);
  });

  it('caps all open sockets at MAX_CONNECTIONS', async () => {
    const port = await listening({ MAX_CONNECTIONS: '2', CONNECTIONS_PER_ADDRESS: '50' });
    const sockets: Idle[] = [];
    for (let i = 0; i < 4; i += 1) sockets.push(await idle(port));
    await closedSoon(Promise.all(sockets.slice(2).map((s) => s.closed)));
    expect(sockets.map((s) => s.isClosed())).toEqual([false, false, true, true]);
  });

  it('leaves the per-address cap to the proxy when TRUST_PROXY says every peer is one', async () => {
    const port = await listening({ CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '1' });
    const sockets: Idle[] = [];
    for (let i = 0; i < 4; i += 1) sockets.push(await idle(port));
    await settle();
    expect(sockets.map((s) => s.isClosed())).toEqual([false, false, false, false]);
  });
});
