import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('the gateway alone', () => {
  it('refuses to start without LEGACY_URL, and says how to run the embedded platform', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, LEGACY_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('LEGACY_URL is not set');
    expect(run.stderr).toContain('pnpm start');
  });
});
