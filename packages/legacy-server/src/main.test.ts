import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

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
});
