import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';

// Answers Fastify and Node write themselves (routing, body parsing, the HTTP parser): each is problem
// JSON with the security headers and never echoes what was sent. No platform is needed.
let tmp: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-framework-'));
  const config = loadConfig({ SESSION_SECRET: 'framework-test-secret-0123456789-abcdefgh', LOG_LEVEL: 'silent', DATA_DIR: tmp, WEB_DIST: path.join(tmp, 'no-web') });
  app = await buildGateway(config, { legacyUrl: 'http://127.0.0.1:9' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

function expectSafeProblem(res: LightMyRequestResponse, status: number, ...notEchoed: string[]): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json();
  expect(body).toMatchObject({ status, requestId: res.headers['x-request-id'] });
  expect(body.detail).toMatch(/[\u4e00-\u9fa5]/);
  for (const text of notEchoed) expect(res.body).not.toContain(text);
}

describe('routing errors (frameworkErrors)', () => {
  it('answers a malformed percent-encoding with a 400 problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/equipment/%ZZ' });
    expectSafeProblem(res, 400, '%ZZ', '/api/v1/equipment', 'FST_ERR');
  });

  it('answers a 5,000-character id with a 414 problem that does not echo it', async () => {
    const id = `${'a'.repeat(5000)}<script>alert(1)</script>`;
    const res = await app.inject({ method: 'GET', url: `/api/v1/equipment/${encodeURIComponent(id)}` });
    expectSafeProblem(res, 414, 'aaaaaaaaaa', '<script>', 'script%3E', 'FST_ERR');
  });
});

describe('request errors (the error handler)', () => {
  it('answers an unknown API route with a 404 problem that does not echo it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-%3Cscript%3E?q=<b>' });
    expectSafeProblem(res, 404, 'nothing', '<b>', 'script');
  });

  it('answers a body that is not JSON, of an unsupported type, or too large', async () => {
    const post = (type: string, payload: string) =>
      app.inject({ method: 'POST', url: '/api/v1/session', headers: { 'content-type': type }, payload });
    expectSafeProblem(await post('application/json', '{"username":"<script>'), 400, '<script>', 'Unexpected');
    expectSafeProblem(await post('application/xml', '<login><script/></login>'), 415, '<script', 'application/xml');
    expectSafeProblem(await post('application/json', JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024) })), 413, 'yyyy');
  });
});

/** Sends raw bytes and reads the whole answer (the server closes the socket). */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('HTTP parser errors (clientErrorHandler)', () => {
  it('answers a request line over the header limit with a 431 problem, not an echo', async () => {
    const { status, headers, body } = parseAnswer(await raw(`GET /api/v1/equipment/${'<script>'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(status).toBe(431);
    expect(headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['cache-control']).toBe('no-store');
    expect(JSON.parse(body)).toMatchObject({ status: 431, requestId: headers['x-request-id'] });
    expect(body).not.toContain('<script>');
  });

  it('answers bytes that are not HTTP with a 400 problem', async () => {
    const { status, headers, body } = parseAnswer(await raw('HELLO <script>\r\n\r\n'));
    expect(status).toBe(400);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(body)).toMatchObject({ status: 400, type: 'urn:portal:problem:malformed-request' });
    expect(body).not.toContain('<script>');
  });
});
