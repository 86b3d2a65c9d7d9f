#!/usr/bin/env node
// `pnpm test:postgres` runs the integration tests on a PostgreSQL cluster made from Debian's
// binaries. Install them when missing, as ensure-redis.mjs does for redis-server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';
const hasPostgres = () => existsSync(ROOT) && readdirSync(ROOT).some((version) => existsSync(join(ROOT, version, 'bin', 'initdb')));

if (hasPostgres()) process.exit(0);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
console.log('[postgres] installing postgresql with apt-get …');
execSync(`flock ${join(tmpdir(), 'portal-ensure-apt.lock')} sh -c '${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends postgresql'`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (!hasPostgres()) {
  console.error('[postgres] PostgreSQL is still missing after apt-get; cannot run the tests on PostgreSQL.');
  process.exit(1);
}
