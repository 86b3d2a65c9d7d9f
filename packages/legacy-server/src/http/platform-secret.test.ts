import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../db/schema';
import type { RunningLegacyServer } from '../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../testing';
import { PLATFORM_REFUSED_MESSAGE, PLATFORM_SECRET_HEADER } from './platform-secret';
import { loginForm } from './wire-test-client';

const SECRET = 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga';
const REFUSED = { result: 'false', message: PLATFORM_REFUSED_MESSAGE };

let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer({ platformSecret: SECRET });
});
afterAll(async () => {
  await server?.close();
});

function signIn(headers: Record<string, string>) {
  return fetch(`${server.url}/a/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(loginForm('admin', DEMO_PASSWORD)).toString(),
  });
}

describe('a platform with a secret', () => {
  it('refuses a request without the secret with 403, before any session logic', async () => {
    const response = await signIn({});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    const info = await fetch(`${server.url}/a/stone/user/info?__ajax=json`);
    expect([info.status, await info.json()]).toEqual([403, REFUSED]);
  });

  it('refuses a wrong secret, one of another length, and the health probe without it', async () => {
    for (const wrong of [`${SECRET.slice(0, -1)}x`, 'short', `${SECRET}${SECRET}`]) {
      expect((await signIn({ [PLATFORM_SECRET_HEADER]: wrong })).status).toBe(403);
    }
    expect((await fetch(`${server.url}/a/stone/health`)).status).toBe(403);
  });

  it('answers a request carrying the secret as before', async () => {
    const response = await signIn({ [PLATFORM_SECRET_HEADER]: SECRET });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'true' });
    expect((await fetch(`${server.url}/a/stone/health`, { headers: { [PLATFORM_SECRET_HEADER]: SECRET } })).status).toBe(200);
  });

  it('refuses an upload without the secret without storing it', async () => {
    const before = await server.db.$count(attachments);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'a.pdf');
    const response = await fetch(`${server.url}/a/stone/common/attachment/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(403);
    expect(await server.db.$count(attachments)).toBe(before);
  });
});
