import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type BuildState = { compiled: boolean; note: string };

/**
 * Builds the servers once with scripts/build.mjs when it exists, so the sections measure the
 * compiled JavaScript production runs. Without it (or when it fails) the servers run from
 * TypeScript under tsx, and the report says so.
 */
export function buildServers(root: string): BuildState {
  const script = path.join(root, 'scripts/build.mjs');
  const dists = ['gateway', 'launcher'].map((name) => path.join(root, `packages/${name}/dist/main.js`));
  let note = '';
  if (existsSync(script)) {
    try {
      console.log('[bench] node scripts/build.mjs …');
      execFileSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    } catch (error) {
      note = `scripts/build.mjs failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); `;
    }
  } else {
    note = 'scripts/build.mjs does not exist yet; ';
  }
  if (dists.every((file) => existsSync(file))) return { compiled: true, note: 'servers run from compiled JavaScript (`node packages/*/dist/main.js`, built by scripts/build.mjs)' };
  return { compiled: false, note: `${note}servers run from TypeScript under tsx (\`node --import tsx packages/*/src/main.ts\`), not from the compiled dist` };
}

/** `node <dist/main.js>` or `node --import tsx <src/main.ts>` for a package's main; run with cwd = root. */
export function mainCommand(root: string, pkg: 'gateway' | 'launcher', compiled: boolean): string[] {
  return compiled
    ? [path.join(root, `packages/${pkg}/dist/main.js`)]
    : ['--import', 'tsx', path.join(root, `packages/${pkg}/src/main.ts`)];
}

/** A TypeScript script of the benchmark (replay platform, forwarder, bench-servers) as node arguments. */
export function scriptCommand(file: string): string[] {
  return ['--import', 'tsx', file];
}
