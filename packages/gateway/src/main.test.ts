import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_SECRET } from './integration-support';

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

  it('stops the start when AUDIT_DIR cannot be written, naming it and the reason, without a stack', () => {
    // As in the image: an unprivileged user under a folder it does not own. Root ignores mode bits,
    // so as root the gateway runs as nobody; otherwise the folder is made read-only.
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'gateway-audit-dir-'));
    const app = path.join(tmp, 'app');
    mkdirSync(app, { mode: 0o755 });
    chmodSync(tmp, 0o755);
    const asRoot = process.getuid?.() === 0;
    if (!asRoot) chmodSync(app, 0o555);
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          PATH: process.env.PATH,
          LEGACY_URL: 'http://127.0.0.1:9',
          SESSION_SECRET: TEST_SECRET,
          DATA_DIR: path.join(app, '.data'),
          AUDIT_DIR: path.join(app, '.data', 'audit'),
          WEB_DIST: path.join(tmp, 'no-web'),
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
        timeout: 30_000,
        ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain(`AUDIT_DIR: the audit folder ${path.join(app, '.data', 'audit')} cannot be written (EACCES: permission denied`);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    } finally {
      chmodSync(app, 0o755);
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
