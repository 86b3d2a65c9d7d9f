import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
