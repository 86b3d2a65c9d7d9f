#!/usr/bin/env node
// Tests read PDFs with Debian's poppler-utils (pdftotext, pdfinfo, pdftoppm): install it when it is
// missing, as ensure-redis.mjs does for redis-server (this machine has no internet but the registries).
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

const hasPoppler = () => ['pdftotext', 'pdfinfo', 'pdftoppm'].every(has);

if (hasPoppler()) process.exit(0);

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
const install = [
  'command -v pdftotext >/dev/null',
  `{ ${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends poppler-utils; }`,
].join(' || ');
console.log('[poppler] installing poppler-utils with apt-get …');
// Several test files may ask at once: one installs while the others wait for it, then find it there.
execSync(`flock ${join(tmpdir(), 'portal-ensure-apt.lock')} sh -c '${install}'`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (!hasPoppler()) {
  console.error('[poppler] pdftotext is still missing after apt-get; cannot read the PDFs.');
  process.exit(1);
}
