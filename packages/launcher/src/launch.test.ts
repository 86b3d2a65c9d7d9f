import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@portal/gateway';
import { DEMO_ACCOUNTS } from '@portal/legacy-server/testing';
import { loadLauncherConfig } from './config';
import { launch, type Launched } from './launch';

const SECRET = 'launcher-test-session-secret-0123456789';
// 50 generated files go to the demo units 20 by 20 in id order: 19, 20 and 11 for the units of weak,
// qiye and zhenhai, none for the fourth. weak must change its password before anything else, so the
// totals are read as qiye and zhenhai.
const SEEDED = 50;
const SEEDED_FOR_QIYE_AND_ZHENHAI = 20 + 11;
const ADMIN_PASSWORD = 'First#Admin1';
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'Zt4nQ8vB1xK6mR3wY9pL2sD7hF0cJ5gA-launcher' };

let tmp: string;

function envFor(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SESSION_SECRET: SECRET, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), ...extra };
}

/** The equipment total of a demo account's unit, read through the gateway's HTTP API. */
async function equipmentTotal(portal: Launched, username: 'qiye' | 'zhenhai'): Promise<number> {
  const signedIn = await fetch(`${portal.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_ACCOUNTS[username].password }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('portal_session='))?.split(';')[0] ?? '';
  const statistics = await fetch(`${portal.url}/api/v1/dashboard/statistics`, { headers: { cookie } });
  expect(statistics.status).toBe(200);
  return ((await statistics.json()) as { total: number }).total;
}

async function unitTotals(portal: Launched): Promise<number> {
  let sum = 0;
  for (const username of ['qiye', 'zhenhai'] as const) sum += await equipmentTotal(portal, username);
  return sum;
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'launcher-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('loadLauncherConfig', () => {
  it('embeds the platform in DATA_DIR/legacy when LEGACY_URL is empty', () => {
    const config = loadLauncherConfig({ DATA_DIR: '/srv/portal', SEED_EQUIPMENT: '500', LEGACY_URL: '' });
    expect(config.platform).toEqual({ dataDir: path.join('/srv/portal', 'legacy'), seedDemo: true, seedEquipment: 500, onboarding: { smsOutbox: true } });
    expect(loadLauncherConfig({ DATABASE_URL: 'postgres://u:p@db:5432/portal' }).platform).toMatchObject({ databaseUrl: 'postgres://u:p@db:5432/portal', seedEquipment: 0 });
  });

  it('seeds the demo data by default, but not with NODE_ENV=production unless SEED_DEMO=true', () => {
    expect(loadLauncherConfig({}).platform?.seedDemo).toBe(true);
    expect(loadLauncherConfig({ SEED_DEMO: 'false' }).platform?.seedDemo).toBe(false);
    expect(loadLauncherConfig(PRODUCTION).platform?.seedDemo).toBe(false);
    expect(loadLauncherConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).platform?.seedDemo).toBe(true);
  });

  it('takes the first administrator from ADMIN_USERNAME (admin by default) and ADMIN_PASSWORD', () => {
    expect(loadLauncherConfig({ ...PRODUCTION, ADMIN_PASSWORD }).platform?.admin).toEqual({ loginName: 'admin', password: ADMIN_PASSWORD });
    expect(loadLauncherConfig({ ...PRODUCTION, ADMIN_USERNAME: 'root', ADMIN_PASSWORD }).platform?.admin).toEqual({ loginName: 'root', password: ADMIN_PASSWORD });
    expect(loadLauncherConfig(PRODUCTION).platform?.admin).toBeUndefined();
  });

  it("refuses an ADMIN_PASSWORD outside the product's rule, SEED_EQUIPMENT without demo data, and a bad SEED_DEMO, without echoing the password", () => {
    try {
      loadLauncherConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'password', SEED_EQUIPMENT: '50' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.variable).sort()).toEqual(['ADMIN_PASSWORD', 'SEED_EQUIPMENT']);
      expect((error as ConfigError).message).not.toContain("'password'");
    }
    expect(() => loadLauncherConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('runs no platform when LEGACY_URL names one', () => {
    const config = loadLauncherConfig({ LEGACY_URL: 'http://platform.example:8081' });
    expect(config.platform).toBeNull();
    expect(config.gateway.legacyUrl).toBe('http://platform.example:8081');
  });

  it('names every bad variable, its own and the gateway’s', () => {
    try {
      loadLauncherConfig({ SEED_EQUIPMENT: 'many', DATABASE_URL: 'mysql://db', PORT: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.variable).sort()).toEqual(['DATABASE_URL', 'PORT', 'SEED_EQUIPMENT']);
    }
  });
});

describe('launch', () => {
  it('starts the platform and the gateway, honours SEED_EQUIPMENT, and closes both', async () => {
    const plain = await launch(envFor(path.join(tmp, 'plain')));
    let before: number;
    try {
      expect(plain.embedded).toBe(true);
      expect(new URL(plain.platformUrl).hostname).toBe('127.0.0.1');
      expect((await fetch(`${plain.url}/readyz`)).status).toBe(200);
      before = await unitTotals(plain);
      // The platform answers the gateway only: a direct call from anyone else on the machine is refused.
      const direct = await fetch(`${plain.platformUrl}/a/stone/user/info?__ajax=json`);
      expect(direct.status).toBe(403);
      expect(await direct.json()).toMatchObject({ result: 'false' });
    } finally {
      await plain.close();
    }
    await expect(fetch(`${plain.platformUrl}/a/stone/health`)).rejects.toThrow();
    await expect(fetch(`${plain.url}/healthz`)).rejects.toThrow();

    const seeded = await launch(envFor(path.join(tmp, 'seeded'), { SEED_EQUIPMENT: String(SEEDED) }));
    try {
      expect(await unitTotals(seeded)).toBe(before + SEEDED_FOR_QIYE_AND_ZHENHAI);
    } finally {
      await seeded.close();
    }
  }, 180_000);
});

describe('launch in production', () => {
  it('refuses an empty database with neither demo data nor ADMIN_PASSWORD, naming the variable', async () => {
    const env = envFor(path.join(tmp, 'production'), { ...PRODUCTION, COOKIE_SECURE: 'false', ALLOW_INSECURE_COOKIE: 'true' });
    await expect(launch(env)).rejects.toMatchObject({ problems: [{ variable: 'ADMIN_PASSWORD' }] });
  }, 60_000);
});
