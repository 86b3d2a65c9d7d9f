import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../packages/legacy-server/src/http/wire-test-client';
import { PDF_FONT_WEIGHTS as PDF_KIT_WEIGHTS, pdfFontFileName } from '../packages/legacy-server/src/pdf/fonts';
import { pdfText } from '../packages/legacy-server/src/pdf/testing';
import { buildServers, PDF_FONT_WEIGHTS, SERVERS } from './build.mjs';

const server = (name: string) => SERVERS.find((candidate) => candidate.name === name)!;
const outFile = (name: string) => server(name).outFile;

/** Runs a compiled entry point with plain node until a line matches `ready`; answers that line. */
function runUntil(file: string, env: Record<string, string>, ready: RegExp): Promise<{ line: string; stop(): void }> {
  const child = spawn(process.execPath, [file], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (ready.test(line)) resolve({ line, stop: () => child.kill('SIGTERM') });
      });
    }
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}:\n${output.join('\n')}`)));
  });
}

describe('compiled servers (scripts/build.mjs)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-build-'));
    await buildServers({ force: true });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Up to 2 minutes: the demo seed of a fresh folder takes most of it on a busy machine.
  it('runs the platform with plain node, its migrations and PDF fonts beside the bundle', async () => {
    const platform = await runUntil(outFile('legacy-server'), { DATA_DIR: join(dir, 'legacy'), PORT: '0', SEED_DEMO: 'true' }, /listening on (http\S+)/);
    try {
      const url = /listening on (http\S+)/.exec(platform.line)![1]!;
      expect((await fetch(`${url}/a/stone/health`)).status).toBe(200);
      // The platform's image runs this bundle: its PDFs must render from what the build put beside it.
      const qiye = await login(url, 'qiye', 'Demo@2024');
      const sign = await fetch(`${url}/api/print/elevatorUseSign?ids=30101&__sid=${qiye.sid}&__extend=${qiye.extend}`);
      expect(sign.headers.get('content-type')).toBe('application/pdf');
      expect(pdfText(new Uint8Array(await sign.arrayBuffer()))).toContain('特种设备使用标志');
    } finally {
      platform.stop();
    }
  }, 120_000);

  it('puts the platform\'s run-time files beside each bundle that carries the platform, and none beside the gateway\'s', () => {
    // The names pdf/fonts.ts looks for beside a bundle.
    const fonts = PDF_KIT_WEIGHTS.map(pdfFontFileName).sort();
    for (const name of ['legacy-server', 'launcher']) {
      expect(readdirSync(join(server(name).outDir, 'fonts')).sort()).toEqual(fonts);
      expect(readdirSync(join(server(name).outDir, 'migrations')).length).toBeGreaterThan(0);
      // The PDF and workbook worker threads' bundles (legacy-server src/pdf/pool.ts, src/workbook/pool.ts).
      expect(readdirSync(server(name).outDir)).toContain('pdf-worker.js');
      expect(readdirSync(server(name).outDir)).toContain('workbook-worker.js');
    }
    expect(readdirSync(server('gateway').outDir).sort()).toEqual(['main.js', 'main.js.map']);
    // The images copy dist/ from the build stage (root) and run as another user, who must read it.
    for (const { outDir } of SERVERS) expect(statSync(outDir).mode & 0o005).toBe(0o005);
  });

  it('copies exactly the font weights the PDF kit uses', () => {
    expect([...PDF_FONT_WEIGHTS].sort()).toEqual([...PDF_KIT_WEIGHTS].sort());
  });

  it('reads at run time, relative to a bundle, only what the build puts there', () => {
    // A new module-relative read (an asset, a template, a package resolved with createRequire) in
    // bundled code must come with its copy in build.mjs; docs/architecture.md, "Compiled servers".
    const relativeReads = (name: string) => {
      const code = readFileSync(outFile(name), 'utf8');
      const reads = [...code.matchAll(/new URL\(("[^"]*"), import\.meta\.url\)|(\w+)\(import\.meta\.url\)/g)].map((match) => match[1] ?? match[2]);
      // No other use of import.meta (resolve, dirname, a URL built elsewhere) slips past the list.
      expect(code.split('import.meta').length - 1).toBe(reads.length);
      return reads.sort();
    };
    expect(relativeReads('gateway')).toEqual(['"../../web/dist"']);
    // The font package is looked up (createRequire) only to draw, and every document is drawn in dist/pdf-worker.js.
    expect(relativeReads('legacy-server')).toEqual(['"./fonts/"', '"./migrations/"', '"./pdf-worker.js"', '"./workbook-worker.js"']);
    expect(relativeReads('launcher')).toEqual(['"../../web/dist"', '"./fonts/"', '"./migrations/"', '"./pdf-worker.js"', '"./workbook-worker.js"']);
  });

  it('runs the gateway with plain node in front of a platform URL', async () => {
    const gateway = await runUntil(
      outFile('gateway'),
      { LEGACY_URL: 'http://127.0.0.1:9', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'gateway'), LOG_LEVEL: 'info' },
      /portal ready at/,
    );
    try {
      const url = /portal ready at (http\S+?)"/.exec(gateway.line)![1]!;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      gateway.stop();
    }
  });
});
