import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dynamicImports, initialFiles, loginChunks, staticClosure, type ViteManifest } from './bundle-graph';
import { int, kb, markdownTable } from './markdown';
import type { BenchOptions, BenchSection, Goal } from './section';
import { goalLine } from './section';

const BUDGET_GZIP = 150_000;

type FileSize = { file: string; raw: number; gzip: number; brotli: number; precompressed: boolean };

/** Every file under `dir`, relative to it, with forward slashes. */
function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** Raw, gzip (level 9) and brotli (quality 11) sizes; the .gz/.br files the build wrote when there are some. */
function sizeOf(dist: string, file: string): FileSize {
  const content = readFileSync(path.join(dist, file));
  const gz = path.join(dist, `${file}.gz`);
  const br = path.join(dist, `${file}.br`);
  return {
    file,
    raw: content.length,
    gzip: existsSync(gz) ? readFileSync(gz).length : gzipSync(content, { level: 9 }).length,
    brotli: existsSync(br) ? readFileSync(br).length : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    precompressed: existsSync(gz) || existsSync(br),
  };
}

export async function run(options: BenchOptions): Promise<BenchSection> {
  const web = path.join(options.root, 'packages/web');
  const dist = path.join(web, 'dist');
  let built = 'read as it was';
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('[bundle] packages/web/dist is missing: vite build …');
    execFileSync(process.execPath, [path.join(web, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: web, stdio: 'inherit' });
    built = 'built by this run (`vite build`)';
  }
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : undefined;
  const read = (file: string) => (existsSync(path.join(dist, file)) ? readFileSync(path.join(dist, file), 'utf8') : '');
  const files = walk(dist).filter((file) => /\.(js|css)$/.test(file));
  const initial = new Set(initialFiles({ html: read('index.html'), manifest, read }));
  const login = new Set(staticClosure(loginChunks(files, manifest), read, initial));
  const pageChunks = new Set(files.filter((file) => file.endsWith('.js')).flatMap((file) => dynamicImports(read(file)).map((specifier) => path.posix.join(path.posix.dirname(file), specifier))));
  const dynamicEntries = manifest ? Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length : pageChunks.size;

  const sizes = files.map((file) => sizeOf(dist, file));
  const role = (file: string) => (initial.has(file) ? 'initial' : login.has(file) ? '/login page' : pageChunks.has(file) ? 'lazy (page)' : 'lazy');
  const order = ['initial', '/login page', 'lazy (page)', 'lazy'];
  sizes.sort((a, b) => order.indexOf(role(a.file)) - order.indexOf(role(b.file)) || b.gzip - a.gzip);
  const sum = (list: FileSize[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((total, size) => total + size[key], 0);
  const initialJs = sizes.filter((size) => initial.has(size.file) && size.file.endsWith('.js'));
  const loginJs = sizes.filter((size) => login.has(size.file) && size.file.endsWith('.js'));
  const firstLoad = [...initialJs, ...loginJs];
  const goal: Goal = {
    name: 'initial JS on /login (gzip)',
    target: `≤ ${kb(BUDGET_GZIP)}`,
    measured: `${kb(sum(firstLoad, 'gzip'))} in ${firstLoad.length} files`,
    pass: sum(firstLoad, 'gzip') <= BUDGET_GZIP,
  };

  const totals = (label: string, list: FileSize[]) => [label, int(list.length), kb(sum(list, 'raw')), kb(sum(list, 'gzip')), kb(sum(list, 'brotli'))];
  const markdown = `${markdownTable(
    ['what', 'files', 'raw', 'gzip', 'brotli'],
    [
      totals('initial JS (index.html and its static imports)', initialJs),
      totals('+ the /login page chunk and its further static imports', loginJs),
      totals('= JS a first visit of /login loads', firstLoad),
      totals('initial CSS', sizes.filter((size) => initial.has(size.file) && size.file.endsWith('.css'))),
      totals('all JS and CSS of the build', sizes),
    ],
  )}

${goalLine(goal)}

Page chunks (targets of a dynamic \`import()\`): ${dynamicEntries}. JS/CSS files in the build: ${sizes.length}.

How it was measured: packages/web/dist ${built}${manifest ? ', with Vite\'s manifest (dist/.vite/manifest.json) for the entry chunks' : ' (no Vite manifest: the entry is read from index.html)'}. A first visit of /login loads the \`<script type="module">\`, \`modulepreload\` and stylesheet links of index.html, their static imports (followed through the minified code), and the lazily loaded /login page chunk with its own static imports not loaded already. Sizes are of each file as built, compressed here with gzip level 9 and brotli quality 11${sizes.some((size) => size.precompressed) ? ' (or the .gz/.br file the build wrote next to it)' : ''}; 1 KB = 1,000 bytes. The Chromium section below counts what the browser actually fetched.

Every file:

${markdownTable(
  ['file', 'loaded', 'raw', 'gzip', 'brotli'],
  sizes.map((size) => [size.file, role(size.file), kb(size.raw), kb(size.gzip), kb(size.brotli)]),
)}
`;
  return { title: 'SPA bundle', markdown, goals: [goal] };
}
