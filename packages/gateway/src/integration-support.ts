import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pageOf, ZAttachmentSchema, ZAuditRecordSchema, type Attachment, type AuditEvent, type AuditRecord } from '@portal/contract';
import { ATTACHMENT_WIRE_PATHS, normaliseAnswer } from '@portal/legacy-protocol';
import { startTestLegacyServer, type TestLegacyServerOptions } from '@portal/legacy-server/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildGateway } from './app';
import { loadConfig } from './config';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from './http/multipart-body';
import { SESSION_COOKIE } from './session/cookie';
import { unsealSession } from './session/seal';

/** Helpers for the integration tests: a gateway in front of a real legacy-server. */
export const TEST_SECRET = 'integration-test-session-secret-0123456789';
export const DEMO_PASSWORD = 'Demo@2024';

export type TestGateway = {
  app: FastifyInstance;
  /** Every log line written so far (with LOG_LEVEL=info or lower). */
  logs: string[];
  close(): Promise<void>;
};

/**
 * A test gateway's configuration, `env` over the test defaults, with its data in a new temporary
 * folder (`prefix…`); `closing` closes the gateway built with it and removes the folder.
 */
export async function testGatewayConfig(env: Record<string, string>, prefix: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const config = loadConfig({
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    // One PBKDF2 iteration per try: the SMS send's proof of work solves in milliseconds.
    ALTCHA_COST: '1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const closing = (app: FastifyInstance) => async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { config, closing };
}

export async function startTestGateway(
  legacyUrl: string,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const { config, closing } = await testGatewayConfig(env, 'gateway-it-');
  const logs: string[] = [];
  const app = await buildGateway(config, { legacyUrl, logStream: { write: (line) => logs.push(line) } });
  return { app, logs, close: closing(app) };
}

export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Signs in through the gateway and returns the session cookie value. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { username, password } });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 200 || !cookie) {
    throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  }
  return cookie.value;
}

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as the holder of the session `cookie` (none: anonymous), with `payload` as its JSON body. */
export function injectAs(app: FastifyInstance, cookie: string | undefined, method: InjectMethod, url: string, payload?: object) {
  return app.inject({ method, url, ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}), ...(payload ? { payload } : {}) });
}

/** Where a request of the public pages comes from: a client address (default 10.9.9.9), maybe signed in. */
export type ClientOptions = { cookie?: string; ip?: string };

/** A request from a client address: the public routes limit each address. */
export function injectFromClient(app: FastifyInstance, method: InjectMethod, url: string, payload?: object, options: ClientOptions = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '10.9.9.9',
    ...(options.cookie ? { cookies: { [SESSION_COOKIE]: options.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** A new client address under `prefix` (`10.0`) at each call, so one test's per-address limits do not reach the next. */
export function clientAddresses(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${count % 250}`;
  };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestLegacyServer>>;

/** A test file's gateway, in front of its own platform, with its users signed in. */
export type GatewayTestFile<User extends string> = Omit<TestGateway, 'close'> & {
  /** Read inside a test or hook: the platform starts in the file's beforeAll. */
  readonly platform: TestPlatform;
  /** The session cookie of each user, signed in before the file's tests. */
  readonly cookies: Readonly<Record<User, string>>;
  /** `injectAs` on this gateway. */
  inject(cookie: string | undefined, method: InjectMethod, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** `uploadAttachment` on this gateway. */
  upload(cookie: string, file: UploadFile, fields?: Record<string, string>): Promise<Attachment>;
};

/**
 * Starts a platform (its own copy of the golden image) and a gateway in front of it before the
 * calling file's tests, signs `users` in, and closes both after the tests. Call it at the top of
 * the file.
 */
export function setUpGatewayTests<const User extends string>(
  users: readonly User[],
  options: { platform?: TestLegacyServerOptions; env?: Record<string, string> } = {},
): GatewayTestFile<User> {
  let platform: TestPlatform | undefined;
  let gateway: TestGateway | undefined;
  const cookies = new Map<User, string>();
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the platform and gateway start in beforeAll: use them inside a test or hook');
    return value;
  };
  beforeAll(async () => {
    platform = await startTestLegacyServer(options.platform);
    gateway = await startTestGateway(platform.url, options.env);
    const { app } = gateway;
    await Promise.all(users.map(async (user) => cookies.set(user, await login(app, user))));
  });
  afterAll(async () => {
    await gateway?.close();
    await platform?.close();
  });
  const cookieOf = Object.fromEntries(users.map((user) => [user, { enumerable: true, get: () => started(cookies.get(user)) }]));
  return {
    get app() {
      return started(gateway).app;
    },
    get logs() {
      return started(gateway).logs;
    },
    get platform() {
      return started(platform);
    },
    // defineProperties cannot type the getters it adds; there is one for each of `users`.
    cookies: Object.defineProperties({}, cookieOf) as Readonly<Record<User, string>>,
    inject: (cookie, method, url, payload) => injectAs(started(gateway).app, cookie, method, url, payload),
    upload: (cookie, file, fields) => uploadAttachment(started(gateway).app, cookie, file, fields),
  };
}

/** A file to upload: its name, media type and bytes. */
export type UploadFile = { name: string; type: string; bytes: Buffer };

/** Uploads `file` after the form `fields` (refType, refId) and answers the stored attachment. */
export async function uploadAttachment(
  app: FastifyInstance,
  cookie: string,
  file: UploadFile,
  fields: Record<string, string> = {},
): Promise<Attachment> {
  const boundary = multipartBoundary();
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => fieldPart(boundary, name, value)),
    fileHead(boundary, 'file', file.name, file.type),
    file.bytes,
    fileEnd(),
    closingBoundary(boundary),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/attachments',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { [SESSION_COOKIE]: cookie },
  });
  if (res.statusCode !== 201) throw new Error(`upload of ${file.name} failed: ${res.statusCode} ${res.body}`);
  return ZAttachmentSchema.parse(res.json());
}

/** The platform session ids sealed in a gateway token (only a test, holding the secret, can see them). */
export function platformIdsOf(token: string): string[] {
  const payload = unsealSession(token, TEST_SECRET);
  if (!payload) throw new Error('token does not unseal');
  return [payload.sid, payload.ext];
}

/** Nothing of the platform's session ids may reach a client, in a body or a header. */
export function expectNoPlatformSessionIds(res: LightMyRequestResponse, ids: string[] = []): void {
  const text = `${JSON.stringify(res.headers)}\n${res.body}`;
  const leaked =
    /__sid|__extend|sessionid|jeesite\.session/i.test(text) || ids.some((id) => id !== '' && text.includes(id));
  if (leaked) throw new Error(`platform session id leaked: ${text.slice(0, 500)}`);
}

function withoutHopHeaders(headers: IncomingHttpHeaders, host?: string): IncomingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return host === undefined ? rest : { ...rest, host };
}

export type WireRecorder = {
  /** Point the gateway here; every request goes on to the platform unchanged. */
  url: string;
  /** How many uploads the platform has answered as stored so far. */
  storedUploads(): number;
  close(): Promise<void>;
};

/**
 * A pass-through in front of the platform that reads its answers to uploads off the HTTP wire, so
 * a test can tell whether the platform stored a file without looking into its database.
 */
export async function startWireRecorder(platformUrl: string): Promise<WireRecorder> {
  const target = new URL(platformUrl);
  // One connection per request, so no reused socket can be closed under a later one.
  const agent = new Agent({ keepAlive: false });
  let stored = 0;
  const server = createServer((incoming, outgoing) => {
    let answered = false;
    const upstream = httpRequest(
      { agent, host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: withoutHopHeaders(incoming.headers, target.host) },
      (answer) => {
        answered = true;
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
        if (!incoming.url?.startsWith(ATTACHMENT_WIRE_PATHS.upload)) {
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          try {
            if (normaliseAnswer(JSON.parse(body.toString('utf8'))).kind === 'ok') stored += 1;
          } catch {
            // Not a JSON answer: nothing was stored.
          }
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(upstream);
    // A request the gateway aborts is aborted on the platform too, as without the recorder.
    incoming.on('close', () => {
      if (!incoming.complete) upstream.destroy();
    });
    // The platform may answer before it has read the whole request (an ended session): the answer
    // stands, and the rest of the request is dropped.
    upstream.on('error', () => {
      incoming.unpipe(upstream);
      incoming.resume();
      if (!answered) outgoing.writeHead(502).end();
    });
  });
  return { ...(await listenOnLoopback(server)), storedUploads: () => stored };
}

/** `server` listening on a free loopback port: its URL, and a close that ends its open connections too. */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ZAuditPage = pageOf(ZAuditRecordSchema);

/**
 * The records of `event` as the administrator's 安全审计 list shows them (newest first), read through
 * the gateway's own list route, as an operator would find them. `adminCookie`: a session of `admin`.
 */
export async function auditRecordsOf(app: FastifyInstance, adminCookie: string, event: AuditEvent): Promise<AuditRecord[]> {
  const res = await injectAs(app, adminCookie, 'GET', `/api/v1/audit-records?event=${event}&pageSize=200`);
  if (res.statusCode !== 200) throw new Error(`audit records of ${event}: ${res.statusCode} ${res.body}`);
  return ZAuditPage.parse(res.json()).items;
}
