import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function has(command: string): boolean {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs a Debian package with apt-get when its command is missing (as scripts/ensure-redis.mjs
 * does): under a lock, so parallel runs install once, and through sudo when not root. The
 * machines reach Debian's archive but nothing else, so no tool is downloaded any other way.
 */
export function ensureDebianCommand(command: string, pkg: string): void {
  if (has(command)) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
  const install = [
    `command -v ${command} >/dev/null`,
    `{ ${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq --no-install-recommends ${pkg}; }`,
  ].join(' || ');
  console.log(`[bench] installing ${pkg} with apt-get …`);
  execSync(`flock ${join(tmpdir(), 'portal-ensure-apt.lock')} sh -c '${install}'`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!has(command)) throw new Error(`${command} is still missing after apt-get install ${pkg}`);
}
