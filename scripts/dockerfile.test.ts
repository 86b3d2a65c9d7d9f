// The Dockerfile is held to deploy/images.mjs, where the images' layout is defined once (the deployment
// test assembles the same layout from it: deploy/test/). No Docker engine runs here, so the file is read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCompose, readEnvExample, serviceEnvironment } from '../deploy/compose-env.mjs';
import { dockerStages, IMAGES, NODE_IMAGE, PNPM_VERSION, WORKSPACE_MANIFESTS } from '../deploy/images.mjs';
import { SERVERS } from './build.mjs';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The Dockerfile's stages: each instruction on one line (continuations joined, comments dropped). */
function parseDockerfile(text: string): { name: string; instructions: string[] }[] {
  const instructions: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    instructions.push(`${pending}${line}`.replace(/\s+/g, ' ').trim());
    pending = '';
  }
  const stages: { name: string; instructions: string[] }[] = [];
  for (const instruction of instructions) {
    if (instruction.startsWith('FROM ')) stages.push({ name: / AS (\S+)$/.exec(instruction)?.[1] ?? '', instructions: [] });
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const stages = parseDockerfile(read('Dockerfile'));
const stage = (name: string) => stages.find((candidate) => candidate.name === name)?.instructions ?? [];

type Manifest = { name: string; dependencies?: Record<string, string> };
const workspaceDirs = ['e2e', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`)].filter((dir) => existsSync(join(root, dir, 'package.json')));
const manifestOf = (dir: string) => JSON.parse(read(`${dir}/package.json`)) as Manifest;
const dirOf = new Map(workspaceDirs.map((dir) => [manifestOf(dir).name, dir]));

/** The workspace packages a production install of `name...` brings: it and its workspace dependencies, transitively. */
function productionClosure(name: string, seen = new Set<string>()): Set<string> {
  const dir = dirOf.get(name);
  if (!dir || seen.has(dir)) return seen;
  seen.add(dir);
  for (const [dependency, range] of Object.entries(manifestOf(dir).dependencies ?? {})) {
    if (range.startsWith('workspace:')) productionClosure(dependency, seen);
  }
  return seen;
}

describe('Dockerfile', () => {
  it('says exactly what deploy/images.mjs defines, stage by stage', () => {
    expect(stages.map((candidate) => candidate.name)).toEqual(dockerStages().map((candidate) => candidate.name));
    for (const expected of dockerStages()) expect(stage(expected.name), expected.name).toEqual(expected.instructions);
  });

  it('builds on the Node of .node-version and installs with the pnpm of package.json', () => {
    expect(NODE_IMAGE).toBe(`node:${read('.node-version').trim()}-bookworm-slim`);
    expect((JSON.parse(read('package.json')) as { packageManager: string }).packageManager).toBe(`pnpm@${PNPM_VERSION}`);
    for (const { instructions } of stages) expect(instructions[0]).toMatch(new RegExp(`^FROM (${NODE_IMAGE.replace(/[.]/g, '\\.')}|[a-z-]+) AS `));
  });

  it('copies every workspace manifest before installing, so a frozen install sees the whole lockfile', () => {
    const expected = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...workspaceDirs.map((dir) => `${dir}/package.json`)];
    expect([...WORKSPACE_MANIFESTS].sort()).toEqual(expected.sort());
    expect(read('pnpm-workspace.yaml')).toMatch(/- packages\/\*\n\s*- e2e\n/);
  });

  it.each(IMAGES.map((image) => [image.name, image] as const))('gives the %s image the node_modules its bundle imports from, and its entry point', (_name, image) => {
    const server = /^@portal\/(\S+)\.\.\.$/.exec(image.filter)?.[1] ?? '';
    const closure = [...productionClosure(`@portal/${server}`)].sort();
    // The bundle imports npm packages through the node_modules links of the package each source came from.
    expect(image.fromDeps).toEqual(['node_modules', ...closure.map((dir) => `${dir}/node_modules`), `packages/${server}/package.json`]);
    expect(image.fromBuild[0]).toBe(`packages/${server}/dist`);
    const entry = SERVERS.find((built) => built.name === server)!;
    expect(image.cmd).toEqual(['node', relative(root, entry.outFile)]);
    expect(readCompose().services[image.name]?.build).toEqual({ context: '.', target: image.name });
  });

  it('runs each image as an unprivileged user with only compiled JavaScript, production dependencies and assets', () => {
    for (const image of IMAGES) {
      const runtime = stage(image.name);
      expect(runtime[0]).toBe(`FROM ${NODE_IMAGE} AS ${image.name}`);
      expect(runtime.join('\n'), image.name).not.toMatch(/pnpm|\/src\b|tsx|tsconfig/);
      for (const copy of runtime.filter((instruction) => instruction.startsWith('COPY'))) {
        expect(copy, image.name).toMatch(new RegExp(`^COPY --from=(${image.name}-deps|build) /app/`));
      }
      for (const path of image.fromBuild) expect(path).toMatch(/^packages\/[a-z-]+\/dist$/);
      expect(image.user).not.toBe('root');
      expect(runtime).toContain(`USER ${image.user}`);
      for (const path of image.writable) expect(path).toMatch(/^\/var\/lib\/portal\//);
    }
  });

  it('lets the gateway write its audit trail where AUDIT_DIR points, and the platform write nothing', () => {
    const gateway = IMAGES.find((image) => image.name === 'gateway')!;
    expect(gateway.writable).toEqual([gateway.env.AUDIT_DIR]);
    expect(IMAGES.find((image) => image.name === 'legacy-server')?.writable).toEqual([]);
  });

  it('leaves PGlite out of the platform image, which compose runs on PostgreSQL, and the platform imports it only then', () => {
    const legacy = IMAGES.find((image) => image.name === 'legacy-server')!;
    expect(legacy.prune.join('\n')).toContain("-path '*/node_modules/@electric-sql/pglite' -prune -exec rm -rf {} +");
    const env = serviceEnvironment(readCompose(), 'legacy-server', { ...readEnvExample(), POSTGRES_PASSWORD: 'x', SSO_SECRET: 'sso-secret-value', PLATFORM_SECRET: 'x', ADMIN_PASSWORD: 'x' });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    // A value import of PGlite anywhere the server's main reaches would be hoisted into its bundle.
    const src = join(root, 'packages', 'legacy-server', 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !/\.test\.ts$|^testing/.test(file));
    for (const file of files) {
      const text = readFileSync(join(src, file), 'utf8');
      expect(text, file).not.toMatch(/^import (?!type )[^;]*from '(@electric-sql\/pglite[^']*|drizzle-orm\/pglite)';$/m);
    }
  });

  it("leaves the font package out of the platform's image: its bundle carries the PDFs' fonts in dist/fonts", () => {
    const prune = IMAGES.find((image) => image.name === 'legacy-server')!.prune.join('\n');
    expect(prune).toContain('rm -rf node_modules/.pnpm/@expo-google-fonts+noto-sans-sc@*');
  });

  it('keeps dependencies and earlier builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.git', 'packages/*/dist']));
  });
});
