import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { openAuditLog } from './audit-log';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audit-probe-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openAuditLog: the audit folder at start', () => {
  it('creates the folder, proves it can write there and leaves nothing behind', async () => {
    const auditDir = path.join(dir, 'data', 'audit');
    const audit = await openAuditLog({ auditDir });
    expect(await readdir(auditDir)).toEqual([]);
    expect(audit.writable()).toBe(true);
    await audit.close();
  });

  it('stops the start with a ConfigError naming AUDIT_DIR, the folder and the reason', async () => {
    // Root ignores mode bits, so the folder is made impossible: its parent is a regular file.
    const parent = path.join(dir, 'a-file');
    await writeFile(parent, 'not a folder');
    const auditDir = path.join(parent, 'audit');
    const failure = await openAuditLog({ auditDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      { variable: 'AUDIT_DIR', message: expect.stringMatching(new RegExp(`^the audit folder ${auditDir} cannot be written \\(ENOTDIR: `)) },
    ]);
    expect((failure as ConfigError).message).toContain('AUDIT_DIR: the audit folder');
  });
});
