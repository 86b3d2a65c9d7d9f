import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, get } from '../http/wire-test-client';
import { startLegacyServer, type RunningLegacyServer } from '../server';
import { DEMO_PASSWORD } from '../testing';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { equipment, users } from './schema';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

// The node-postgres path against a real PostgreSQL cluster made for this file from Debian's binaries,
// installed by scripts/ensure-postgres.mjs when missing (as the browser and redis-server tests do): never
// skipped, so a machine without PostgreSQL cannot pass this file without running it.
execFileSync(process.execPath, [fileURLToPath(new URL('../../../../scripts/ensure-postgres.mjs', import.meta.url))], { stdio: 'inherit' });
const started: ThrowawayPostgres | null = await startThrowawayPostgres();
if (!started) throw new Error('no PostgreSQL binaries after scripts/ensure-postgres.mjs');
const postgres: ThrowawayPostgres = started;
const VOLUME = 5_000;

describe('legacy server on PostgreSQL via DATABASE_URL', () => {
  let server: RunningLegacyServer;

  beforeAll(async () => {
    server = await startLegacyServer({ databaseUrl: postgres.url, seedDemo: true, seedEquipment: VOLUME });
  });
  afterAll(async () => {
    await server?.close();
    await postgres.stop();
  });

  it('migrates, seeds the demo data and the generated volume on first start', async () => {
    const [files] = await server.db.select({ value: count() }).from(equipment);
    const [generated] = await server.db.select({ value: count() }).from(equipment).where(eq(equipment.registerState, '在册'));
    expect(files?.value).toBeGreaterThan(VOLUME);
    expect(generated?.value).toBeGreaterThan(VOLUME);
  });

  it('serves login and the user calls', async () => {
    const session = await login(server.url, 'qiye', DEMO_PASSWORD);
    expect((await get(server.url, '/a/stone/user/info', session)).body).toMatchObject({ result: 'true', loginName: 'qiye' });
    expect((await get(server.url, '/a/stone/user/unit', session)).body).toMatchObject({ orgname: '宁波悦澜酒店管理有限公司' });
  });

  it('neither migrates nor seeds again on the next start', async () => {
    const again = await startLegacyServer({ databaseUrl: postgres.url, seedDemo: true, seedEquipment: VOLUME });
    try {
      const [accounts] = await again.db.select({ value: count() }).from(users);
      const [files] = await again.db.select({ value: count() }).from(equipment);
      const [before] = await server.db.select({ value: count() }).from(equipment);
      expect(accounts?.value).toBe(Object.keys(DEMO_ACCOUNTS).length);
      expect(files?.value).toBe(before?.value);
    } finally {
      await again.close();
    }
  });
});
