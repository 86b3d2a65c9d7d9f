#!/usr/bin/env node
// The e2e tests drive Debian's Chromium headless shell, the benchmark's browser timings its full
// Chromium, both with Chinese fonts. Install them when they are missing; never download a browser of
// Playwright's own (this machine has no internet but the registries).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function hasChineseFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL) && hasChineseFont()) process.exit(0);

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
console.log('[e2e] installing chromium, chromium-headless-shell and fonts-wqy-microhei with apt-get …');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${asRoot}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${asRoot}apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-wqy-microhei fontconfig`, {
  stdio: 'inherit',
  env,
});
for (const browser of [CHROMIUM, HEADLESS_SHELL]) {
  if (existsSync(browser)) continue;
  console.error(`[e2e] ${browser} is still missing after apt-get; cannot run the browser tests.`);
  process.exit(1);
}
