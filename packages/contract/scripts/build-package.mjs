#!/usr/bin/env node
// `pnpm --filter @portal/contract build:package`: the contract as a package an integrator installs
// (docs/api.md, "A typed client"). The workspace imports the TypeScript sources (package.json's
// `exports`); outside it a program needs JavaScript and declarations, so this writes dist/ as a whole
// package — one ES module bundle and one index.d.ts (tsup: esbuild and rollup-plugin-dts), its own
// package.json, README and CHANGELOG — ready for `npm pack` in dist/. (Not pnpm's
// publishConfig.directory: pnpm would then link the workspace's own imports to dist/ too.)
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(here, 'dist');
const source = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

await build({
  entry: { index: join(here, 'src', 'index.ts') },
  outDir: dist,
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  tsconfig: join(here, 'tsconfig.build.json'),
  clean: true,
  sourcemap: false,
  silent: true,
});

/** The packed package's manifest: what the workspace's says, with the built files as its entry. */
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  license: source.license,
  type: 'module',
  exports: { '.': { types: './index.d.ts', import: './index.js' }, './package.json': './package.json' },
  main: './index.js',
  types: './index.d.ts',
  files: ['index.js', 'index.d.ts', 'README.md', 'CHANGELOG.md'],
  engines: source.engines,
  // zod is the contract's own; ts-rest is shared with the program, which calls `initClient` from it
  // with this contract: one copy of it, the program's, so a peer.
  dependencies: { zod: source.dependencies.zod },
  peerDependencies: { '@ts-rest/core': `^${source.dependencies['@ts-rest/core']}` },
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
for (const file of ['README.md', 'CHANGELOG.md']) copyFileSync(join(here, file), join(dist, file));
console.log(`built ${source.name}@${source.version} in ${dist}`);
