#!/usr/bin/env node
// The gateway's Redis tests start Debian's redis-server on a loopback port. Install it when it is
// missing, as ensure-browser.mjs does for Chromium (this machine has no internet but the registries).
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function hasRedisServer() {
  try {
    execSync('command -v redis-server', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

if (hasRedisServer()) process.exit(0);

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
const install = [
  'command -v redis-server >/dev/null',
  `{ ${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends redis-server; }`,
].join(' || ');
console.log('[redis] installing redis-server with apt-get …');
// Several test files may ask at once: one installs while the others wait for it, then find it there.
execSync(`flock ${join(tmpdir(), 'portal-ensure-redis.lock')} sh -c '${install}'`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (!hasRedisServer()) {
  console.error('[redis] redis-server is still missing after apt-get; cannot run the Redis tests.');
  process.exit(1);
}
