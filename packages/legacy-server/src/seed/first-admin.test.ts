import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_PRESETS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { equipment, units, users } from '../db/schema';
import { PLATFORM_SECRET_HEADER } from '../http/platform-secret';
import { loginForm, type WireAnswer } from '../http/wire-test-client';
import { startLegacyServer, type LegacyServerOptions, type RunningLegacyServer } from '../server';
import { DEMO_PASSWORD } from './demo-accounts';
import { FirstAdminRequired } from './first-admin';

const PLATFORM_SECRET = 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga';
const ADMIN_PASSWORD = 'First#Admin1';

let dataDir: string;
let server: RunningLegacyServer;

/** The options `NODE_ENV=production` gives, over a data folder of this test. */
function productionOptions(env: Record<string, string>): LegacyServerOptions {
  const config = configFromEnv({ NODE_ENV: 'production', PLATFORM_SECRET, PORT: '0', DATA_DIR: dataDir, ...env });
  if (!config.ok) throw new Error(config.errors.join('; '));
  return { ...config.options, logger: false };
}

/** A call as the gateway makes it: with the platform secret. */
async function wire(path: string, form?: Record<string, string>, session?: { sid: string; extend: string }): Promise<WireAnswer> {
  const query = new URLSearchParams({ __ajax: 'json', ...(session ? { __sid: session.sid, __extend: session.extend } : {}) });
  const response = await fetch(`${server.url}${path}?${query.toString()}`, {
    method: form ? 'POST' : 'GET',
    headers: { [PLATFORM_SECRET_HEADER]: PLATFORM_SECRET, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  return (await response.json()) as WireAnswer;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'legacy-server-production-'));
  server = await startLegacyServer(productionOptions({ ADMIN_PASSWORD }));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a production platform on an empty database', () => {
  it('holds no demo data: qiye / Demo@2024 is refused and there are no units or equipment', async () => {
    expect(server.seeded).toBe('administrator');
    expect(await wire('/a/login', loginForm('qiye', DEMO_PASSWORD))).toMatchObject({ result: 'false' });
    expect(await server.db.$count(units)).toBe(0);
    expect(await server.db.$count(equipment)).toBe(0);
  });

  it('has one administrator, from ADMIN_USERNAME and ADMIN_PASSWORD, who must change the password', async () => {
    const rows = await server.db.select().from(users);
    expect(rows.map((row) => [row.loginName, row.unitId, row.isSimplePwd])).toEqual([['admin', null, true]]);
    expect(rows[0]?.passwordHash).not.toContain(ADMIN_PASSWORD);
    const login = await wire('/a/login', loginForm('admin', ADMIN_PASSWORD));
    expect(login.result).toBe('true');
    const info = await wire('/a/stone/user/info', undefined, { sid: String(login.sessionid), extend: String(login.__extend) });
    expect(info).toMatchObject({ loginName: 'admin', isSimplePwd: '1', currentRole: { roleType: 'institute', menuIdList: [...ROLE_PRESETS.administrator] } });
  });

  it('starts again without ADMIN_PASSWORD once the database has its administrator', async () => {
    await server.close();
    server = await startLegacyServer(productionOptions({}));
    expect(server.seeded).toBeNull();
    expect(await server.db.$count(users)).toBe(1);
  });
});

it('refuses to start on an empty database with neither demo data nor ADMIN_PASSWORD', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'legacy-server-empty-'));
  try {
    const options = { ...productionOptions({}), dataDir: empty };
    await expect(startLegacyServer(options)).rejects.toBeInstanceOf(FirstAdminRequired);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});
