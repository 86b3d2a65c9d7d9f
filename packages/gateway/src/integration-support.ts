import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ATTACHMENT_WIRE_PATHS, normaliseAnswer } from '@portal/legacy-protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway } from './app';
import { loadConfig } from './config';
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

export async function startTestGateway(
  legacyUrl: string,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-it-'));
  const config = loadConfig({
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const logs: string[] = [];
  const app = await buildGateway(config, { legacyUrl, logStream: { write: (line) => logs.push(line) } });
  return {
    app,
    logs,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    storedUploads: () => stored,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
