import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PLATFORM_SECRET = 'Vq7Lm2Xc9Rt4Bn8Kd3Hs6Fw1Jy5Pz0Ga';

/** Runs main.ts until it prints that it listens (or exits), then stops it; answers everything it printed. */
async function runUntilListening(env: Record<string, string>): Promise<{ output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.includes('listening on')) child.kill('SIGTERM');
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  await new Promise((resolve) => child.once('exit', resolve));
  return { output };
}

describe('main', () => {
  it('stops start-up with a message naming each bad variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'eighty', SESSION_TIMEOUT_MS: '5', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT: must be a whole number');
    expect(run.stderr).toContain('SESSION_TIMEOUT_MS:');
  });

  it('in production creates the first administrator on an empty database, naming it but never printing its password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'legacy-server-main-'));
    try {
      const password = 'First#Admin1';
      const started = await runUntilListening({
        NODE_ENV: 'production',
        PLATFORM_SECRET,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: password,
      });
      expect(started.output).toContain("created the first administrator 'root'");
      expect(started.output).not.toContain(password);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
