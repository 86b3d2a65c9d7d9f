import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@portal/legacy-server/testing';
import { launch, type Launched } from './launch';
import { platformLogging } from './platform-log';

describe('platformLogging', () => {
  it("follows LOG_LEVEL, but at info logs only the platform's warnings and errors", () => {
    expect(platformLogging('info')).toMatchObject({ level: 'warn', name: 'platform' });
    expect(platformLogging('debug').level).toBe('debug');
    expect(platformLogging('error').level).toBe('error');
    expect(platformLogging('silent').level).toBe('silent');
  });

  it("masks personal data as the gateway's lines do (a database error may quote a row)", () => {
    const masked = platformLogging('info').formatters?.log?.({ detail: 'duplicate key (mobile)=(13912345678)' });
    expect(JSON.stringify(masked)).not.toContain('13912345678');
  });
});

describe('an error inside the embedded platform', () => {
  let tmp: string;
  let portal: Launched;
  const lines: string[] = [];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'launcher-log-'));
    portal = await launch(
      // error: the platform's errors only, and nothing of the gateway's (its 502 is a warning) on the test's output.
      { DATA_DIR: tmp, HOST: '127.0.0.1', PORT: '0', SESSION_SECRET: 'launcher-log-test-session-secret-0123456789', LOG_LEVEL: 'error', WEB_DIST: path.join(tmp, 'no-web') },
      { platformLogStream: { write: (line) => void lines.push(line) } },
    );
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('reaches the log with its stack, named platform, while the client gets a 502', async () => {
    const signIn = await fetch(`${portal.url}/api/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'qiye', password: DEMO_ACCOUNTS.qiye.password }),
    });
    expect(signIn.status).toBe(201);
    const { token } = (await signIn.json()) as { token: string };
    // A real fault inside the platform, as a failed migration would leave it: the notices' table is gone.
    await portal.platform!.db.execute('ALTER TABLE notices RENAME TO notices_moved_away');
    const res = await fetch(`${portal.url}/api/v1/notices`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(502);
    const errors = lines.map((line) => JSON.parse(line) as { level: number; name?: string; msg: string; err?: { stack?: string } }).filter((entry) => entry.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ name: 'platform', msg: 'request failed' })]);
    expect(errors[0]!.err?.stack).toMatch(/notices[\s\S]*\n\s+at /);
  });
});
