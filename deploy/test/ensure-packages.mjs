#!/usr/bin/env node
// `pnpm test:deploy` stands the compose topology up from Debian's packages: PostgreSQL with its contrib
// extensions (pg_trgm), Redis and nginx. Install what is missing, as scripts/ensure-postgres.mjs does.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
const pgVersions = () => (existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb'))) : []);
const hasCommand = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const PACKAGES = {
  postgresql: () => pgVersions().length > 0,
  'postgresql-contrib': () => pgVersions().some((version) => existsSync(`/usr/share/postgresql/${version}/extension/pg_trgm.control`)),
  'redis-server': () => hasCommand('redis-server'),
  nginx: () => hasCommand('nginx') || existsSync('/usr/sbin/nginx'),
};

const missing = () => Object.entries(PACKAGES).filter(([, present]) => !present()).map(([name]) => name);

if (missing().length > 0) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
  console.log(`[deploy] installing ${missing().join(', ')} with apt-get …`);
  // The other ensure scripts may run at once: one apt-get at a time.
  execSync(
    `flock ${join(tmpdir(), 'portal-ensure-apt.lock')} sh -c '${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends ${missing().join(' ')}'`,
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  if (missing().length > 0) {
    console.error(`[deploy] still missing after apt-get: ${missing().join(', ')}`);
    process.exit(1);
  }
}
