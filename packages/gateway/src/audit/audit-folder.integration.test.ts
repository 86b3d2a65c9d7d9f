import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZAuditRecordSchema, ZProblemSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '../integration-support';

// The audit folder fails under a running gateway (here: a file takes its place, which stops root
// too): readiness turns 503 naming it, each record goes to the log whole, sign-in is refused, and
// all comes back once the folder can be written (docs/operations.md, "Audit folder").
let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let gateway: TestGateway;
let folder: string;
let auditDir: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'audit-folder-'));
  auditDir = path.join(folder, 'audit');
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url, { LOG_LEVEL: 'info', AUDIT_DIR: auditDir });
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Every record in the audit folder, as `event:outcome`. */
async function recordsInFolder(): Promise<string[]> {
  const lines: string[] = [];
  for (const file of await readdir(auditDir)) lines.push(...(await readFile(path.join(auditDir, file), 'utf8')).split('\n').filter(Boolean));
  return lines.map((line) => JSON.parse(line)).map((record) => `${record.event}:${record.outcome}`);
}

const signIn = (password: string) =>
  gateway.app.inject({ method: 'POST', url: '/api/v1/session', remoteAddress: '198.51.100.77', payload: { username: 'qiye', password } });

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached in time');
}

const readyStatus = async () => (await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode;

describe('the audit folder failing at run time', () => {
  it('turns readiness off, logs each record whole, refuses sign-in, and recovers by itself', async () => {
    expect(await readdir(folder), 'the gateway created its audit folder at start').toEqual(['audit']);
    expect(await readyStatus()).toBe(200);

    await rm(auditDir, { recursive: true });
    await writeFile(auditDir, 'a file where the folder should be');
    expect((await signIn('Wrong@2024')).statusCode).toBe(400);
    await until(async () => (await readyStatus()) === 503, 2_000);
    const unready = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(ZProblemSchema.parse(unready.json()).detail).toContain('AUDIT_DIR');

    const logged = gateway.logs.filter((line) => line.includes('audit record not written to AUDIT_DIR')).map((line) => JSON.parse(line));
    expect(logged).toHaveLength(1);
    expect(logged[0].level).toBe(50);
    expect(ZAuditRecordSchema.parse(logged[0].auditRecord)).toMatchObject({ event: 'login', outcome: 'failure', user: 'qiye', address: '198.51.100.77' });

    const refused = await signIn(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(gateway.logs.filter((line) => line.includes('audit records cannot be written'))).toHaveLength(1);

    await rm(auditDir);
    await until(async () => (await readyStatus()) === 200, 5_000);
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(200);
    await until(async () => (await recordsInFolder()).length === 2, 2_000);
    expect(await recordsInFolder()).toEqual(['login:failure', 'login:success']);
    expect(gateway.logs.filter((line) => line.includes('audit records are written to AUDIT_DIR again'))).toHaveLength(1);
  });
});
