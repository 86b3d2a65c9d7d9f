import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProduct, type StartedProduct } from './started-product';

// The contract as an integrator gets it (docs/api.md, "A typed client"): built to JavaScript and
// declarations, packed with `npm pack`, installed from the tarball into a project of its own, and the
// example program of docs/examples/integrator type-checked (NodeNext) and run against the product as
// the README starts it. Every command runs with only PATH and HOME of this process's environment
// (and the machine's network settings).

const root = join(import.meta.dirname, '..');
const contractDir = join(root, 'packages', 'contract');
const exampleDir = join(root, 'docs', 'examples', 'integrator');
const PNPM = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager as string;
const VERSION = JSON.parse(readFileSync(join(contractDir, 'package.json'), 'utf8')).version as string;

type Run = { code: number | null; stdout: string; stderr: string };

// The machine's own network settings pass too: where the registry sits behind a proxy or a private CA,
// the integrator's install could not reach it without them (it would retry, not fail).
const MACHINE_NETWORK = ['NODE_EXTRA_CA_CERTS', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  const network = Object.fromEntries(MACHINE_NETWORK.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const clean = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.HOME ? { HOME: process.env.HOME } : {}), ...network, ...env };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function succeeded(step: string, result: Run): Run {
  expect(result.code, `${step}:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`).toBe(0);
  return result;
}

let work: string;
let project: string;
let tarball: string;
let product: StartedProduct;
let dataDir: string;

/** Builds and packs the contract, then installs the example's project from the tarball. */
async function packAndInstall(): Promise<void> {
  succeeded('build the package', await run(process.execPath, [join(contractDir, 'scripts', 'build-package.mjs')], contractDir));
  const dist = join(contractDir, 'dist');
  const packed = succeeded('npm pack', await run('npm', ['pack', '--pack-destination', work], dist));
  tarball = join(work, packed.stdout.trim().split('\n').at(-1) ?? '');
  project = join(work, 'integrator');
  cpSync(exampleDir, project, { recursive: true });
  const manifestPath = join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['@portal/contract'] = `file:${tarball}`;
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  // From pnpm's store where the workspace's install put the same versions; the registry otherwise.
  succeeded('install the example', await run('npx', ['-y', PNPM, 'install', '--prefer-offline', '--ignore-workspace'], project));
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portal-contract-'));
  dataDir = await mkdtemp(join(tmpdir(), 'portal-integrator-'));
  const started = startProduct({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: 'true' }, 300_000);
  const installed = packAndInstall();
  // Both settle before either failure is thrown, so a product that started is always stopped.
  const [productResult, installResult] = await Promise.allSettled([started, installed]);
  if (productResult.status === 'fulfilled') product = productResult.value;
  if (productResult.status === 'rejected') throw productResult.reason;
  if (installResult.status === 'rejected') throw installResult.reason;
}, 600_000);

afterAll(async () => {
  await product?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

describe('@portal/contract packed as an integrator installs it', () => {
  it('is a versioned ES module with its declarations, README and change log', () => {
    expect(tarball.endsWith(`portal-contract-${VERSION}.tgz`)).toBe(true);
    const installed = join(project, 'node_modules', '@portal', 'contract');
    expect(readdirSync(installed).sort()).toEqual(['CHANGELOG.md', 'README.md', 'index.d.ts', 'index.js', 'package.json']);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ version: VERSION, type: 'module', exports: { '.': { types: './index.d.ts', import: './index.js' } } });
    // The change log's newest entry is the version packed.
    expect(readFileSync(join(installed, 'CHANGELOG.md'), 'utf8')).toMatch(new RegExp(`^## ${VERSION.replaceAll('.', '\\.')} `, 'm'));
  });

  it('loads in plain Node, with the routes and schemas the workspace has', async () => {
    const script = "const m = await import('@portal/contract'); console.log(JSON.stringify([m.contract.session.createToken.path, typeof m.ZInspectionApplicationBodySchema.parse]));";
    const result = succeeded('import', await run(process.execPath, ['--input-type=module', '-e', script], project));
    expect(JSON.parse(result.stdout)).toEqual(['/api/v1/tokens', 'function']);
  });

  it('type-checks the example program with NodeNext resolution', async () => {
    succeeded('tsc', await run(process.execPath, [join(project, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], project));
  }, 180_000);

  it('runs the example against the product: token, list, file, an idempotent application, a report', async () => {
    const result = succeeded(
      'the example',
      await run(process.execPath, ['client.ts'], project, {
        PORTAL_URL: product.url,
        PORTAL_USER: 'qiye',
        PORTAL_PASSWORD: 'Demo@2024',
        OUT_DIR: work,
      }),
    );
    expect(result.stdout).toMatch(/^due: [1-9]\d* elevator/m);
    expect(result.stdout).toMatch(/^application: \S+ submitted, fee \d+; retry replayed: true$/m);
    const saved = /^report: .* saved as (.+\.pdf)$/m.exec(result.stdout)?.[1];
    expect(saved, result.stdout).toBeDefined();
    expect(readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');

    // The application is on the platform, submitted once, under the id the program printed.
    const id = /^application: (\S+)/m.exec(result.stdout)?.[1];
    const token = await fetch(`${product.url}/api/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'qiye', password: 'Demo@2024' }),
    }).then(async (res) => ((await res.json()) as { token: string }).token);
    const read = await fetch(`${product.url}/api/v1/inspection-applications/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, state: 'submitted', kind: 'periodic' });
  }, 120_000);
});
