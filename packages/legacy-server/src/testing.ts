import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDatabase } from './db/pglite-database';
import { migrate } from './db/migrate';
import { formatWireDate, shanghaiDayStart } from './http/wire-date';
import { seedEquipmentVolume } from './seed/equipment-volume';
import { seedIfEmpty } from './seed/seed';
import { startLegacyServer, type LegacyServerOptions, type RunningLegacyServer } from './server';
import { oncePerBeijingDay } from './once-per-beijing-day';
import { startOnPostgres } from './testing-postgres';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLE_IDS } from './seed/demo-accounts';
export { DEMO_UNIT_IDS } from './seed/demo-units';
export { mintSsoToken } from './auth/sso-token';
export { recordInvoiceForPayment } from './resources/invoices/writes';

export type TestLegacyServerOptions = Pick<
  LegacyServerOptions,
  'cipherKey' | 'ssoSecret' | 'sessionTimeoutMs' | 'logger' | 'seedEquipment' | 'now' | 'platformSecret' | 'unlinkedUploads' | 'onboarding' | 'payments'
>;

const SRC_DIR = fileURLToPath(new URL('.', import.meta.url));
const IMAGE_TYPE = 'application/x-tar';

// Anything that changes the seeded database changes the key, and with it the cached file: the
// migrations, the seed, the password hashing and the drizzle tables the seed writes through.
async function imageKey(): Promise<string> {
  const hash = createHash('sha256');
  const sources = async (dir: string, pattern: RegExp): Promise<string[]> =>
    (await readdir(join(SRC_DIR, dir))).filter((name) => pattern.test(name) && !name.endsWith('.test.ts')).sort();
  const hashFile = async (dir: string, name: string) => hash.update(`${dir}/${name}`).update(await readFile(join(SRC_DIR, dir, name)));
  for (const dir of ['db/migrations', 'seed', 'seed/demo-equipment', 'auth']) {
    for (const name of await sources(dir, /\.(sql|ts)$/)) await hashFile(dir, name);
  }
  for (const resource of (await readdir(join(SRC_DIR, 'resources'))).sort()) {
    for (const name of await sources(`resources/${resource}`, /^table\.ts$/)) await hashFile(`resources/${resource}`, name);
  }
  const { ROLE_PRESETS } = await import('@portal/contract');
  hash.update(JSON.stringify(ROLE_PRESETS));
  // Demo inspection dates count from the seed day.
  hash.update(formatWireDate(new Date()));
  return hash.digest('hex').slice(0, 16);
}

async function buildImage(): Promise<Blob> {
  const pglite = await createPglite();
  try {
    const database = pgliteDatabase(pglite, false);
    await migrate(database.sql);
    await seedIfEmpty(database.db, { demo: true });
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

// Images of earlier days or source versions are never read again.
async function removeStaleImages(dir: string, current: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (path !== current && /^golden-[0-9a-f]{16}\.tar$/.test(name)) await rm(path, { force: true });
  }
}

/** The migrated and seeded data folder: from this process's memory, the temp folder, or built and cached there. */
async function loadOrBuildImage(): Promise<Blob> {
  const dir = join(tmpdir(), 'portal-legacy-server');
  const file = join(dir, `golden-${await imageKey()}.tar`);
  try {
    return new Blob([await readFile(file)], { type: IMAGE_TYPE });
  } catch {
    const image = await buildImage();
    await mkdir(dir, { recursive: true });
    // Parallel test workers may build at once; the rename makes whichever finishes last win whole.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    await removeStaleImages(dir, file);
    return new Blob([await image.arrayBuffer()], { type: IMAGE_TYPE });
  }
}


/** A clock that runs with real time from an offset the test moves forward. */
export type TestClock = {
  now: () => Date;
  advance(ms: number): void;
  /**
   * Forward to the next `hour`:00 Beijing time. A test of a cap that counts per Beijing day starts
   * there, or its calls may straddle Beijing midnight when the suite runs just before it.
   */
  advanceToBeijingHour(hour: number): void;
  reset(): void;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    advanceToBeijingHour(hour) {
      // The day as the caps count it (shanghaiDayStart), so the test and the code agree on midnight.
      const now = Date.now() + offset;
      const today = shanghaiDayStart(new Date(now)).getTime() + hour * HOUR_MS;
      offset += (today > now ? today : today + DAY_MS) - now;
    },
    reset() {
      offset = 0;
    },
  };
}

/**
 * The golden image, built at most once per process and Beijing day (and once per day and source
 * version on disk): a worker that runs on past Beijing midnight seeds again, or the demo's dates
 * would be a day off from the tests' today.
 */
export const legacyGoldenImage: () => Promise<Blob> = oncePerBeijingDay(loadOrBuildImage);

/**
 * Test databases are small (the demo data is about 12 MB): 16 MB of shared buffers instead of
 * PGlite's 128 MB start each copy of the image about a quarter faster (0.58 against 0.44 s of CPU
 * here, docs/performance.md "Test time"), in less memory.
 */
const TEST_POSTGRES_CONF = ['shared_buffers = 16MB'];

/** A PGlite instance over a fresh copy of the golden image, for tests that use the database without a server. */
export async function goldenPglite(): Promise<PGlite> {
  return createPglite({ loadDataDir: await legacyGoldenImage(), postgresqlconf: TEST_POSTGRES_CONF });
}

/**
 * A legacy server on a random loopback port over its own fresh copy of the seeded golden image.
 * `close()` stops it and throws the copy away. With PORTAL_TEST_POSTGRES_URL set (`pnpm
 * test:postgres`) the copy is a database of that PostgreSQL cluster instead (testing-postgres.ts).
 */
export async function startTestLegacyServer(options: TestLegacyServerOptions = {}): Promise<RunningLegacyServer> {
  const postgresUrl = process.env.PORTAL_TEST_POSTGRES_URL;
  if (postgresUrl) return startOnPostgres(postgresUrl, options);
  const pglite = await goldenPglite();
  try {
    const { seedEquipment, ...rest } = options;
    if (seedEquipment) await seedEquipmentVolume(pgliteDatabase(pglite, false).db, seedEquipment, formatWireDate(new Date()));
    const server = await startLegacyServer({ ...rest, pglite, seed: false, host: '127.0.0.1', port: 0 });
    return {
      ...server,
      async close() {
        await server.close();
        await pglite.close();
      },
    };
  } catch (error) {
    await pglite.close();
    throw error;
  }
}
