import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './secret-file';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-secret-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('resolveSessionSecret', () => {
  it('uses the configured secret as it is', async () => {
    const dataDir = await tempDir();
    expect(await resolveSessionSecret({ sessionSecret: 's'.repeat(40), dataDir })).toBe('s'.repeat(40));
    await expect(stat(path.join(dataDir, 'session-secret'))).rejects.toThrow();
  });

  it('generates a secret once, keeps it with mode 0600 and reuses it', async () => {
    const dataDir = await tempDir();
    const first = await resolveSessionSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'session-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveSessionSecret({ dataDir })).toBe(first);
  });
});
