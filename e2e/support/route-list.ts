import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One route of the SPA's route table, as the every-route journey needs it. */
export type ListedRoute = {
  path: string;
  name: string;
  access: string;
  layout: 'shell' | 'bare';
  href?: string;
  redirect?: string;
  hidden: boolean;
  hasChildren: boolean;
};

const here = dirname(fileURLToPath(import.meta.url));
const ROUTE_TABLE = join(here, '../../packages/web/src/routes/route-table.ts');

// Vite's eager `import.meta.glob('<dir>/*/<file>', { eager: true, import: 'NAME' })`, the one form the
// route table uses (routes/table/service-kind-routes.ts), written out as imports for esbuild.
const EAGER_GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^'*]+)\/\*\/([^'*/]+)'\s*,\s*\{\s*eager:\s*true,\s*import:\s*'(\w+)'\s*\}\s*\)/g;

function expandEagerGlobs(file: string): string {
  const imports: string[] = [];
  const source = readFileSync(file, 'utf8').replace(EAGER_GLOB, (_call, dir: string, name: string, exported: string) => {
    const base = join(dirname(file), dir);
    const entries = readdirSync(base, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, name)))
      .map((entry) => {
        const local = `__glob${imports.length}`;
        imports.push(`import { ${exported} as ${local} } from ${JSON.stringify(`${dir}/${entry.name}/${name}`)};`);
        return `${JSON.stringify(`${dir}/${entry.name}/${name}`)}: ${local}`;
      });
    return `{ ${entries.join(', ')} }`;
  });
  return `${imports.join('\n')}\n${source}`;
}

/**
 * The SPA's own route table (packages/web/src/routes), bundled for Node with esbuild: Vite's
 * `import.meta.env` is empty here, its eager globs are written out, and the menu icons are stubs,
 * which the table only names.
 */
export async function listRoutes(): Promise<ListedRoute[]> {
  const out = await build({
    entryPoints: [ROUTE_TABLE],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    define: { 'import.meta.env': '{}' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'eager-globs',
        setup(globs) {
          globs.onLoad({ filter: /routes[\\/]table[\\/].*\.ts$/ }, (args) => ({ contents: expandEagerGlobs(args.path), loader: 'ts' }));
        },
      },
      {
        name: 'icon-stubs',
        setup(stubs) {
          stubs.onResolve({ filter: /^react-icons(\/|$)/ }, (args) => ({ path: args.path, namespace: 'icon-stub' }));
          stubs.onLoad({ filter: /.*/, namespace: 'icon-stub' }, () => ({
            contents: 'module.exports = new Proxy({}, { get: () => function Icon() { return null; } });',
            loader: 'js',
          }));
        },
      },
    ],
  });
  const folder = mkdtempSync(join(tmpdir(), 'route-list-'));
  const file = join(folder, 'route-table.mjs');
  try {
    writeFileSync(file, out.outputFiles[0]!.text);
    const table = (await import(pathToFileURL(file).href)) as {
      FLAT_ROUTES: { fullPath: string; name: string; access: string; layout: 'shell' | 'bare'; href?: string; redirect?: string; meta?: { hideInMenu?: boolean }; children?: unknown[] }[];
    };
    return table.FLAT_ROUTES.map((route) => ({
      path: route.fullPath,
      name: route.name,
      access: route.access,
      layout: route.layout,
      href: route.href,
      redirect: route.redirect,
      hidden: route.meta?.hideInMenu === true,
      hasChildren: (route.children?.length ?? 0) > 0,
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
