// The images as the Dockerfile assembles them (deploy/images.mjs): what they hold, what the runtime
// user may write, and nginx's compose configuration.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_FONT_WEIGHTS } from '../../../scripts/build.mjs';
import { NODE_IMAGE } from '../../images.mjs';
import { testConfig, dockerConfigs, nginxVersion } from '../harness/nginx';
import type { Topology } from '../harness/topology';

function walk(dir: string, visit: (path: string) => void): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    visit(path);
    if (entry.isDirectory()) walk(path, visit);
  }
}

/** Every file a bundle imports by relative path, static and dynamic. */
function bundleImports(bundle: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(bundle, 'utf8');
  const of = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((match) => resolve(dirname(bundle), match[1]!)))];
  return { static: of(/\bfrom "(\.[^"]+)"/g), dynamic: of(/\bimport\("(\.[^"]+)"\)/g) };
}

const sizeMb = (dir: string) => {
  let bytes = 0;
  const seen = new Set<number>();
  walk(dir, (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isFile() && !seen.has(stat.ino)) {
      seen.add(stat.ino);
      bytes += stat.size;
    }
  });
  return Math.round(bytes / 1e6);
};

export function imageLayoutScenarios(topology: () => Topology): void {
  describe('the images, assembled as the Dockerfile builds them', () => {
    it('hold compiled JavaScript, production dependencies and assets: no TypeScript sources, no pnpm, no PGlite in the platform', () => {
      for (const [name, { appDir }] of topology().images) {
        const found: string[] = [];
        walk(appDir, (path) => {
          const inside = relative(appDir, path);
          if (!inside.startsWith('node_modules') && !/\/node_modules(\/|$)/.test(inside) && /\.tsx?$/.test(inside)) found.push(inside);
          if (/(^|\/)src$/.test(inside) && inside.startsWith('packages/') && !inside.includes('node_modules')) found.push(inside);
          if (/node_modules\/(\.pnpm\/)?pnpm(@|\/|$)/.test(inside)) found.push(inside);
          if (name === 'legacy-server' && /(^|\/)@electric-sql\/pglite$|^node_modules\/\.pnpm\/@electric-sql\+pglite@/.test(inside)) found.push(inside);
          if (name === 'gateway' && /packages\/legacy-server|\/pdfkit@|drizzle-orm@/.test(inside)) found.push(inside);
        });
        expect(found, name).toEqual([]);
        topology().figures.set(`${name} image /app (MB)`, sizeMb(appDir));
      }
    });

    it('resolve every import of each bundle inside the image; only PGlite is absent, loaded without DATABASE_URL alone', () => {
      for (const [name, { appDir, image }] of topology().images) {
        const bundle = join(appDir, image.cmd[1]!);
        const imports = bundleImports(bundle);
        expect(imports.static.length, name).toBeGreaterThan(5);
        expect(imports.static.filter((file) => !existsSync(file)).map((file) => relative(appDir, file)), name).toEqual([]);
        const absent = imports.dynamic.filter((file) => !existsSync(file)).map((file) => relative(appDir, file));
        expect(absent.every((file) => /pglite/.test(file)), `${name}: ${absent.join(', ')}`).toBe(true);
      }
    });

    it("carry the PDFs' two font files beside the platform's bundle, and no font package", () => {
      const { appDir } = topology().images.get('legacy-server')!;
      const fonts = join(appDir, 'packages/legacy-server/dist/fonts');
      expect(readdirSync(fonts).sort()).toEqual(PDF_FONT_WEIGHTS.map((weight) => `NotoSansSC_${weight}.ttf`).sort());
      expect(existsSync(join(appDir, 'packages/legacy-server/node_modules/@expo-google-fonts/noto-sans-sc'))).toBe(false);
    });

    it('run every service of an image as the unprivileged user, with NODE_ENV=production, on the Node the images pin', () => {
      expect(`node:${process.version.slice(1)}-bookworm-slim`).toBe(NODE_IMAGE);
      for (const service of [topology().legacy, ...topology().gateways]) {
        const pid = service!.child.pid!;
        const uid = /^Uid:\s+(\d+)\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        expect([Number(uid?.[1]), Number(uid?.[2])], service!.name).toEqual([topology().user.uid, topology().user.uid]);
        expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0'), service!.name).toContain('NODE_ENV=production');
      }
    });

    it('let the runtime user write its writable paths and nothing of the app', async () => {
      for (const [name, { appDir, writable, image }] of topology().images) {
        const entryDir = dirname(image.cmd[1]!);
        expect(await topology().asRuntimeUser('touch probe', appDir), `${name}: /app`).not.toBe(0);
        expect(await topology().asRuntimeUser(`touch ${entryDir}/probe`, appDir), `${name}: ${entryDir}`).not.toBe(0);
        for (const [path, hostPath] of writable) expect(await topology().asRuntimeUser(`touch ${hostPath}/probe && rm ${hostPath}/probe`, appDir), `${name}: ${path}`).toBe(0);
      }
    });

    it('pass `nginx -t` with the compose configuration (its upstream made static where nginx predates `resolve`)', async () => {
      const dir = join(topology().root, 'nginx-docker');
      const configs = dockerConfigs(dir);
      const log = topology().log('nginx-docker');
      const [major, minor, patch] = await nginxVersion();
      const shipped = await testConfig(join(dir, 'shipped'), configs.shipped, log);
      if (major * 1_000_000 + minor * 1000 + patch >= 1_027_003) {
        expect(shipped.code, shipped.output).toBe(0);
      } else {
        // Debian's nginx 1.22: `resolve` is the one thing it does not know.
        expect(shipped.output).toMatch(/invalid parameter "resolve"/);
        const unresolved = await testConfig(join(dir, 'static'), configs.static, log);
        expect(unresolved.code, unresolved.output).toBe(0);
      }
      topology().figures.set('nginx used', `${major}.${minor}.${patch} (Debian)`);
    });
  });
}
