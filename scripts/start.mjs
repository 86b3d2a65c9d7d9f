#!/usr/bin/env node
// Starts the product: builds the SPA and the servers when missing or older than their sources, then
// runs the compiled launcher (packages/launcher): legacy-server on PGlite in DATA_DIR/legacy (or DATABASE_URL, with
// SEED_EQUIPMENT generated files) on a loopback port and the gateway in front of it, or the gateway
// alone when LEGACY_URL is set. Used by `pnpm start` and by the e2e tests.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers, buildWeb } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Builds what is missing or older than its sources (scripts/build.mjs): the SPA, then the servers.
if (process.env.SKIP_WEB_BUILD !== '1') {
  try {
    if (buildWeb()) console.log('[start] built the SPA (packages/web)');
  } catch (error) {
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
}
await buildServers();

const launcherMain = join(root, 'packages', 'launcher', 'dist', 'main.js');
const child = spawn(process.execPath, [launcherMain], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
