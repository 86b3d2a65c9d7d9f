#!/usr/bin/env node
// The products for the browser tests, each started as README's first line starts it (scripts/start.mjs),
// with ONLY PATH, HOME and the variables playwright.config.ts names in PORTAL_PRODUCT_ENVS (a JSON array,
// one environment per product). Playwright merges its own environment into a web server's, and its bin
// wrapper exports a NODE_PATH into pnpm's store: inherited, that let the product load packages a user's
// start cannot find.
//
// Several products, one per lane of journeys (playwright.config.ts): each has its own port and data
// folder, so the lanes' journeys never change one another's demo data. They are built once, first
// (scripts/build.mjs --if-stale, what start.mjs itself does when something is stale), so two starts
// never build into one folder at once; then they start side by side. Once every one answers /healthz
// this prints "[e2e] every product answers", which Playwright waits for.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts');
const products = JSON.parse(process.env.PORTAL_PRODUCT_ENVS ?? '[]');
const clean = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.HOME ? { HOME: process.env.HOME } : {}) };

const build = spawnSync(process.execPath, [join(scripts, 'build.mjs'), '--if-stale'], { env: clean, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Children, not this process: NODE_PATH is read once, when a Node process starts.
const children = products.map((product) => spawn(process.execPath, [join(scripts, 'start.mjs')], { env: { ...clean, ...product }, stdio: 'inherit' }));
const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  // One product gone means the lanes on it cannot run: stop the others and say so by the exit code.
  child.on('exit', (code, signal) => {
    stopAll('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}

async function answers(port) {
  try {
    return (await fetch(`http://localhost:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(products.map((product) => product.PORT));
while (waiting.size > 0) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log('[e2e] every product answers');
