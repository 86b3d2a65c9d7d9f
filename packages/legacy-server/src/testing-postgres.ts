import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { formatWireDate } from './http/wire-date';
import { oncePerBeijingDay } from './once-per-beijing-day';
import { seedEquipmentVolume } from './seed/equipment-volume';
import { startLegacyServer, type LegacyServerOptions, type RunningLegacyServer } from './server';

type Options = Pick<LegacyServerOptions, 'cipherKey' | 'ssoSecret' | 'sessionTimeoutMs' | 'logger' | 'seedEquipment' | 'now' | 'platformSecret' | 'unlinkedUploads' | 'onboarding'>;

/** The cluster's URL with another database. */
function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onCluster<T>(clusterUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: (() => Promise<string>) | undefined;

/**
 * This process's template database: migrated and seeded with the demo data once a Beijing day (the
 * demo's dates count from it), through the same start-up a production platform runs on an empty
 * PostgreSQL database.
 */
function templateDatabase(clusterUrl: string): Promise<string> {
  template ??= oncePerBeijingDay(async () => {
    const name = `portal_golden_${process.pid}_${randomBytes(3).toString('hex')}`;
    await onCluster(clusterUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const seeding = await startLegacyServer({ databaseUrl: databaseUrl(clusterUrl, name), seedDemo: true, host: '127.0.0.1', port: 0, logger: false });
    await seeding.close();
    return name;
  });
  return template();
}

/**
 * A test platform over its own database copied from the seeded template (CREATE DATABASE …
 * TEMPLATE), on the PostgreSQL cluster at `clusterUrl`; `close()` drops the copy.
 */
export async function startOnPostgres(clusterUrl: string, options: Options): Promise<RunningLegacyServer> {
  const source = await templateDatabase(clusterUrl);
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onCluster(clusterUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const { seedEquipment, ...rest } = options;
  const server = await startLegacyServer({ ...rest, databaseUrl: databaseUrl(clusterUrl, name), seed: false, host: '127.0.0.1', port: 0 });
  if (seedEquipment) await seedEquipmentVolume(server.db, seedEquipment, formatWireDate(new Date()));
  return {
    ...server,
    async close() {
      await server.close();
      await onCluster(clusterUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
