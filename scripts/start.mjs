#!/usr/bin/env node
// Starts the product: builds the SPA and the servers when missing or older than their sources, then
// runs the compiled launcher (packages/launcher, in this process): legacy-server on PGlite in DATA_DIR/legacy (or DATABASE_URL, with
// SEED_EQUIPMENT generated files) on a loopback port and the gateway in front of it, or the gateway
// alone when LEGACY_URL is set. Used by `pnpm start` and by the e2e tests.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

// In this process, not a child: a child would outlive a kill -9 of this one, keep the port and the
// data folder, and go on answering beside the next start.
// Relative paths (DATA_DIR's default) mean the repository's root, wherever this was started from.
process.chdir(root);
await import(pathToFileURL(join(root, 'packages', 'launcher', 'dist', 'main.js')).href);
