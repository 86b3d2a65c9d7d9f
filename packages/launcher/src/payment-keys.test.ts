import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreatePaymentKeys } from './payment-keys';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'launcher-keys-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the sandbox payment keys', () => {
  it('are generated once into DATA_DIR, readable by the owner only, and read back after a restart', async () => {
    const first = await loadOrCreatePaymentKeys(dir);
    expect(first.apiV3Key).toHaveLength(32);
    expect(first.providerPrivateKey).toContain('BEGIN PRIVATE KEY');
    expect((await stat(path.join(dir, 'payment-keys.json'))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreatePaymentKeys(dir)).toEqual(first);
  });

  it('are made anew when the file is damaged', async () => {
    await writeFile(path.join(dir, 'payment-keys.json'), '{"mchid":');
    const again = await loadOrCreatePaymentKeys(dir);
    expect(again.mchid).toBe('1900000109');
  });
});
