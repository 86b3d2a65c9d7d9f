import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServers, SERVERS } from './build.mjs';

const outFile = (name: string) => SERVERS.find((server) => server.name === name)!.outFile;

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

  it('runs the platform with plain node, its migrations beside the bundle', async () => {
    const platform = await runUntil(outFile('legacy-server'), { DATA_DIR: join(dir, 'legacy'), PORT: '0', SEED_DEMO: 'true' }, /listening on (http\S+)/);
    try {
      const url = /listening on (http\S+)/.exec(platform.line)![1]!;
      expect((await fetch(`${url}/a/stone/health`)).status).toBe(200);
    } finally {
      platform.stop();
    }
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
