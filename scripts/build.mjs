#!/usr/bin/env node
// `pnpm build`: the SPA (Vite) and the three server entry points as plain JavaScript, so production
// and `pnpm start` run `node packages/<server>/dist/main.js` without a TypeScript loader (tsx compiles
// every module at start and keeps its transform hooks on every import). esbuild bundles the workspace
// packages (their package.json points at TypeScript sources) and leaves every npm dependency external.
// pnpm gives each package only its own dependencies, so an external import is written as the relative
// path of the file it resolves to (the launcher's bundle imports the gateway's and the platform's
// dependencies from their node_modules); the checkout or image keeps that layout. Files the platform
// reads at run time (migrations, PDF fonts) are copied beside the bundles that carry it: a bundle
// resolves nothing from its own package. Used by scripts/start.mjs and the Dockerfile; see docs/architecture.md.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = join(root, 'packages');

/** The servers: entry, output folder, and whether the bundle carries the platform (and so its run-time files). */
export const SERVERS = [
  { name: 'gateway', platform: false },
  { name: 'legacy-server', platform: true },
  { name: 'launcher', platform: true },
].map((server) => ({
  ...server,
  entry: join(packages, server.name, 'src', 'main.ts'),
  outDir: join(packages, server.name, 'dist'),
  outFile: join(packages, server.name, 'dist', 'main.js'),
}));

const MIGRATIONS = join(packages, 'legacy-server', 'src', 'db', 'migrations');
const PDF_WORKER = join(packages, 'legacy-server', 'src', 'pdf', 'pdf-worker.ts');
const WORKBOOK_WORKER = join(packages, 'legacy-server', 'src', 'workbook', 'workbook-worker.ts');
/** The Noto Sans SC weights the platform's PDFs use (legacy-server src/pdf/fonts.ts; build.test.ts compares the two). */
export const PDF_FONT_WEIGHTS = ['400Regular', '700Bold'];
const SERVER_SOURCES = ['contract', 'legacy-protocol', 'gateway', 'legacy-server', 'launcher'].map((name) => join(packages, name, 'src'));
const WEB = join(packages, 'web');
const WEB_SOURCES = [join(WEB, 'src'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts'), join(packages, 'contract', 'src')];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

/** `zod` of `zod/v4`, `@fastify/static` of `@fastify/static/x`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The resolved file as seen through the importing package's own node_modules link: pnpm's store
 * folder names carry peer-dependency hashes that differ between a full and a production install,
 * while `packages/<name>/node_modules/<dependency>` is the same in both.
 */
function linkedPath(resolvedFile, specifier, resolveDir) {
  const name = packageName(specifier);
  for (let dir = resolveDir; ; dir = dirname(dir)) {
    const link = join(dir, 'node_modules', name);
    if (existsSync(link)) return join(link, relative(realpathSync(link), resolvedFile));
    if (dirname(dir) === dir) return resolvedFile;
  }
}

/** Bare imports of npm packages: external, as the relative path from the bundle to the file they resolve to. */
function externalNodeModules(outDir) {
  return {
    name: 'external-node-modules',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:') || args.path.startsWith('@portal/') || args.pluginData === 'resolving') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.external || !resolved.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const file = linkedPath(resolved.path, args.path, args.resolveDir);
        return { path: `./${relative(outDir, file).split(sep).join('/')}`, external: true };
      });
    },
  };
}

/**
 * What the platform reads at run time, beside the bundle: `migrations/` (db/migrate.ts reads
 * ./migrations/ of its module) and `fonts/` (pdf/fonts.ts), taken from legacy-server's own font
 * package, which the launcher's package does not depend on.
 */
function copyPlatformFiles(outDir) {
  cpSync(MIGRATIONS, join(outDir, 'migrations'), { recursive: true });
  const fromPlatform = createRequire(join(packages, 'legacy-server', 'package.json'));
  const fontPackage = dirname(fromPlatform.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  for (const weight of PDF_FONT_WEIGHTS) {
    const file = `NotoSansSC_${weight}.ttf`;
    cpSync(join(fontPackage, weight, file), join(outDir, 'fonts', file));
  }
}

/**
 * Puts a finished build in place of `outDir` by two renames, so a product running from it (or
 * starting from it, in another test file) never finds a half-written folder. A build running at the
 * same time may have moved its own in between: then try again.
 */
function replaceDirectory(built, outDir) {
  const moved = [];
  for (let attempt = 0; ; attempt += 1) {
    const old = `${built}-old-${attempt}`;
    try {
      renameSync(outDir, old);
      moved.push(old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(built, outDir);
      break;
    } catch (error) {
      if ((error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') || attempt >= 5) throw error;
    }
  }
  for (const old of moved) rmSync(old, { recursive: true, force: true });
}

export async function buildServers({ force = false } = {}) {
  const stale = SERVERS.filter((server) => force || isStale(server.outFile, SERVER_SOURCES));
  if (stale.length === 0) return [];
  const esbuild = await import(pathToFileURL(join(root, 'node_modules', 'esbuild', 'lib', 'main.js')).href);
  for (const server of stale) {
    // Built beside the output folder (dist.next-XXXXXX), at the same depth: the relative import paths stay the same.
    const building = mkdtempSync(`${server.outDir}.next-`);
    try {
      // mkdtemp makes it private (0700); the images run as another user than the one who built.
      chmodSync(building, 0o755);
      const bundle = (entry, outfile) =>
        esbuild.build({
          entryPoints: [entry],
          outfile: join(building, outfile),
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node24',
          sourcemap: 'linked',
          plugins: [externalNodeModules(building)],
          logLevel: 'warning',
          legalComments: 'none',
        });
      await bundle(server.entry, 'main.js');
      if (server.platform) {
        // The platform's PDF worker threads load this file (legacy-server src/pdf/pool.ts).
        await bundle(PDF_WORKER, 'pdf-worker.js');
        // Its workbook worker threads load this one (legacy-server src/workbook/pool.ts).
        await bundle(WORKBOOK_WORKER, 'workbook-worker.js');
        copyPlatformFiles(building);
      }
      replaceDirectory(building, server.outDir);
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  return stale.map((server) => server.name);
}

export function buildWeb({ force = false } = {}) {
  if (!force && !isStale(join(WEB, 'dist', 'index.html'), WEB_SOURCES)) return false;
  const vite = join(WEB, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the SPA build failed; see the messages above');
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const force = !process.argv.includes('--if-stale');
  const web = buildWeb({ force });
  const servers = await buildServers({ force });
  console.log(`[build] ${[web ? 'web' : null, ...servers].filter(Boolean).join(', ') || 'nothing to build'}`);
}
