import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, countDistinct, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, users } from './db/schema';
import { get, login } from './http/wire-test-client';
import { startLegacyServer, type RunningLegacyServer } from './server';
import { formatWireDate } from './http/wire-date';
import { demoItems } from './seed/demo-equipment';
import { DEMO_PASSWORD } from './testing';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const VOLUME = 5_000;
const DEMO_FILES = demoItems(formatWireDate(new Date()));
const DEMO_REGISTERED = DEMO_FILES.filter((item) => item.registerCode !== null).length;
let dataDir: string;
let server: RunningLegacyServer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'legacy-server-test-'));
  server = await startLegacyServer({ dataDir, seedDemo: true, seedEquipment: VOLUME });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startLegacyServer over a PGlite data folder', () => {
  it('creates, migrates and seeds the folder on first start, listening on a random loopback port', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    expect((await get(server.url, '/a/stone/user/info', session)).body.loginName).toBe('qiye');
  });

  it('adds SEED_EQUIPMENT generated files with unique 20-digit register codes over every unit and category', async () => {
    const [generated] = await server.db
      .select({
        files: count(),
        codes: countDistinct(equipment.registerCode),
        units: countDistinct(equipment.unitId),
        categories: countDistinct(equipment.categoryCode),
      })
      .from(equipment)
      .where(isNotNull(equipment.registerCode));
    expect(generated?.files).toBe(VOLUME + DEMO_REGISTERED);
    expect(generated?.codes).toBe(generated?.files);
    expect(generated?.units).toBe(4);
    expect(generated?.categories).toBe(9);
    expect(await server.db.$count(equipment, sql`${equipment.registerCode} !~ '^[0-9]{20}$'`)).toBe(0);
  });

  it('keeps its data and does not seed again when started on the same folder', async () => {
    await server.close();
    server = await startLegacyServer({ dataDir, seedDemo: true, seedEquipment: VOLUME });
    expect(await server.db.$count(users)).toBe(Object.keys(DEMO_ACCOUNTS).length);
    expect(await server.db.$count(equipment)).toBe(VOLUME + DEMO_FILES.length);
  });
});
