#!/usr/bin/env node
// Starts the product: builds the SPA when it is missing or older than its sources, then runs the
// launcher (packages/launcher): legacy-server on PGlite in DATA_DIR/legacy (or DATABASE_URL, with
// SEED_EQUIPMENT generated files) on a loopback port and the gateway in front of it, or the gateway
// alone when LEGACY_URL is set. Used by `pnpm start` and by the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'packages', 'web');
const builtIndex = join(webDir, 'dist', 'index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [join(webDir, 'src'), join(webDir, 'index.html'), join(root, 'packages', 'contract', 'src')];
  return sources.some((source) => existsSync(source) && newestMtime(source) > built);
}

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('[start] building the SPA (packages/web) …');
  const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] the SPA build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const launcherMain = join(root, 'packages', 'launcher', 'src', 'main.ts');
const child = spawn(process.execPath, ['--import', 'tsx', launcherMain], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
