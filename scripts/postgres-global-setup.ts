// Global setup of `pnpm test:postgres`: one PostgreSQL cluster for the run; every test platform
// (startTestLegacyServer) gets a database of its own on it through PORTAL_TEST_POSTGRES_URL.
import { startThrowawayPostgres } from '../packages/legacy-server/src/db/throwaway-postgres';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startThrowawayPostgres();
  if (!cluster) throw new Error('no PostgreSQL binaries (scripts/ensure-postgres.mjs installs them)');
  process.env.PORTAL_TEST_POSTGRES_URL = cluster.url;
  return () => cluster.stop();
}
