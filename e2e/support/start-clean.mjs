#!/usr/bin/env node
// The product for the browser tests, started as README's first line starts it (scripts/start.mjs),
// with ONLY PATH, HOME and the variables playwright.config.ts names in PORTAL_PRODUCT_ENV (JSON).
// Playwright merges its own environment into a web server's, and its bin wrapper exports a NODE_PATH
// into pnpm's store: inherited, that let the product load packages a user's start cannot find.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const start = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'start.mjs');
const product = JSON.parse(process.env.PORTAL_PRODUCT_ENV ?? '{}');
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.HOME ? { HOME: process.env.HOME } : {}), ...product };

// A child, not this process: NODE_PATH is read once, when a Node process starts.
const child = spawn(process.execPath, [start], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
