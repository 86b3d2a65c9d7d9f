import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZAuditRecordSchema } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog, type AuditLogger } from './audit-log';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const request = (n = 1) => ({ ip: `198.51.100.${n}`, id: `req-${n}` });

/** A clock the test moves: each reading is 1 ms after the last. */
function clock(start: string) {
  let at = Date.parse(start);
  return () => new Date(at++);
}

function silentLog() {
  const lines: { level: string; message: string; details: Record<string, unknown> }[] = [];
  const log: AuditLogger = {
    error: (details, message) => lines.push({ level: 'error', message, details: { ...details } }),
    info: (details, message) => lines.push({ level: 'info', message, details: { ...details } }),
  };
  return { log, lines };
}

const FAILURE = 'audit records cannot be written to AUDIT_DIR';
const RECORD_IN_LOG = 'audit record not written to AUDIT_DIR';

/** The request ids of the records that went to the log instead of the folder, in order. */
function loggedRecords(lines: ReturnType<typeof silentLog>['lines']): string[] {
  return lines.filter((line) => line.message === RECORD_IN_LOG).map((line) => ZAuditRecordSchema.parse(line.details.auditRecord).requestId);
}

async function fileLines(name: string): Promise<string[]> {
  return (await readFile(path.join(dir, name), 'utf8')).split('\n').filter((line) => line !== '');
}

describe('createAuditLog: the JSON-lines sink', () => {
  it('appends one contract record per line to the file of its instance and Shanghai day', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-23T15:59:59.999Z') });
    audit.record(request(), { event: 'login', outcome: 'success', user: '10001', role: 'enterprise_user' });
    audit.record(request(), { event: 'logout', outcome: 'success', user: '10001' });
    await audit.close();
    expect((await readdir(dir)).sort()).toEqual(['audit-2026-11-23-gw-a.jsonl', 'audit-2026-11-24-gw-a.jsonl']);
    const [line] = await fileLines('audit-2026-11-24-gw-a.jsonl');
    expect(ZAuditRecordSchema.parse(JSON.parse(line ?? ''))).toMatchObject({
      time: '2026-11-24T00:00:00.000+08:00',
      event: 'logout',
      address: '198.51.100.1',
      requestId: 'req-1',
    });
  });

  it('keeps records for a batch instead of a write per record, and writes them on close()', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-23T02:00:00Z'), flushDelayMs: 60_000 });
    for (let n = 0; n < 10; n += 1) audit.record({ ip: '127.0.0.1', id: `req-${n}` }, { event: 'access-denied', outcome: 'failure' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readdir(dir)).toEqual([]);
    await audit.close();
    expect(await fileLines('audit-2026-11-23-gw-a.jsonl')).toHaveLength(10);
  });

  it('writes records in the order they came, across batches', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-23T02:00:00Z'), flushDelayMs: 1 });
    for (let n = 0; n < 500; n += 1) {
      audit.record({ ip: '127.0.0.1', id: `req-${n}` }, { event: 'access-denied', outcome: 'failure', target: `/api/v1/x/${n}` });
      if (n % 97 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await audit.close();
    const lines = await fileLines('audit-2026-11-23-gw-a.jsonl');
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual(Array.from({ length: 500 }, (_, n) => `req-${n}`));
  });

  it('never throws when the folder cannot be written, logs the failure once and each record whole, once', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const { log, lines } = silentLog();
    const audit = createAuditLog({ auditDir: blocked }, { log, flushDelayMs: 1 });
    expect(audit.writable()).toBe(true);
    for (let n = 0; n < 5; n += 1) {
      expect(() => audit.record(request(n), { event: 'login', outcome: 'failure', user: 'qiye' })).not.toThrow();
      await audit.close();
    }
    expect(lines.filter((line) => line.message.startsWith(FAILURE))).toHaveLength(1);
    expect(lines.every((line) => line.level === 'error')).toBe(true);
    expect(loggedRecords(lines)).toEqual(['req-0', 'req-1', 'req-2', 'req-3', 'req-4']);
    expect(lines.find((line) => line.message === RECORD_IN_LOG)?.details.auditRecord).toMatchObject({ event: 'login', outcome: 'failure', user: 'qiye', address: '198.51.100.0' });
    expect(audit.writable()).toBe(false);
  });

  it('writes the records it kept once the folder can be written again', async () => {
    const target = path.join(dir, 'later');
    await writeFile(target, 'in the way');
    const { log, lines } = silentLog();
    const audit = createAuditLog({ auditDir: target }, { instance: 'gw-a', log, now: clock('2026-11-23T02:00:00Z') });
    audit.record(request(1), { event: 'login', outcome: 'failure', user: 'qiye' });
    await audit.close();
    await rm(target);
    audit.record(request(2), { event: 'login', outcome: 'success', user: 'qiye' });
    await audit.close();
    const kept = (await readFile(path.join(target, 'audit-2026-11-23-gw-a.jsonl'), 'utf8')).trim().split('\n');
    expect(kept.map((line) => JSON.parse(line).requestId)).toEqual(['req-1', 'req-2']);
    expect(lines.map((line) => line.level)).toEqual(['error', 'error', 'error', 'info']);
    expect(loggedRecords(lines)).toEqual(['req-1', 'req-2']);
    expect(audit.writable()).toBe(true);
  });

  it('retries by itself and is writable again without a new record; what it let go of is counted', async () => {
    const target = path.join(dir, 'retried');
    await writeFile(target, 'in the way');
    const { log, lines } = silentLog();
    const audit = createAuditLog({ auditDir: target }, { instance: 'gw-a', log, now: clock('2026-11-23T02:00:00Z'), flushDelayMs: 1, retryDelayMs: 20 });
    audit.record(request(1), { event: 'login', outcome: 'success', user: 'qiye' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(audit.writable()).toBe(false);
    await rm(target);
    const until = Date.now() + 2_000;
    while (!audit.writable() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(audit.writable()).toBe(true);
    expect(await fileLines('retried/audit-2026-11-23-gw-a.jsonl')).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ level: 'info', details: { onlyInLog: 0 } });
  });
});

describe('createAuditLog: list', () => {
  it('reads every instance of the folder newest first, a restarted one included', async () => {
    const now = clock('2026-11-23T01:00:00Z');
    const first = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now });
    first.record(request(1), { event: 'login', outcome: 'failure', user: 'qiye', detail: '密码错误' });
    await first.close();
    const second = createAuditLog({ auditDir: dir }, { instance: 'gw-b', now });
    second.record(request(2), { event: 'login', outcome: 'success', user: '10001' });
    await second.close();
    const restarted = createAuditLog({ auditDir: dir }, { instance: 'gw-c', now });
    restarted.record(request(3), { event: 'logout', outcome: 'success', user: '10001' });
    const page = await restarted.list({});
    expect(page.items.map((record) => record.requestId)).toEqual(['req-3', 'req-2', 'req-1']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    await restarted.close();
  });

  it('pages across days, newest day first', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-21T01:00:00Z') });
    for (let n = 0; n < 5; n += 1) audit.record(request(n), { event: 'login', outcome: 'success' });
    const later = createAuditLog({ auditDir: dir }, { instance: 'gw-a2', now: clock('2026-11-23T01:00:00Z') });
    for (let n = 5; n < 8; n += 1) later.record(request(n), { event: 'login', outcome: 'success' });
    await audit.close();
    const page2 = await later.list({ page: 2, pageSize: 3 });
    expect(page2.items.map((record) => record.requestId)).toEqual(['req-4', 'req-3', 'req-2']);
    expect(page2.total).toBe(8);
    expect((await later.list({ page: 4, pageSize: 3 })).items).toEqual([]);
    await later.close();
  });

  it('filters by event, outcome, part of the user and of the address', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-23T01:00:00Z') });
    audit.record({ ip: '10.0.0.5', id: 'r1' }, { event: 'login', outcome: 'failure', user: 'QiYe' });
    audit.record({ ip: '10.0.0.6', id: 'r2' }, { event: 'login', outcome: 'success', user: 'qiye' });
    audit.record({ ip: '192.168.1.9', id: 'r3' }, { event: 'login-locked', outcome: 'failure', user: 'qiye' });
    audit.record({ ip: '10.0.0.5', id: 'r4' }, { event: 'login', outcome: 'failure', user: 'admin' });
    const ids = async (query: Parameters<typeof audit.list>[0]) => (await audit.list(query)).items.map((record) => record.requestId);
    expect(await ids({ event: 'login', outcome: 'failure' })).toEqual(['r4', 'r1']);
    expect(await ids({ user: 'qiy' })).toEqual(['r3', 'r2', 'r1']);
    expect(await ids({ address: '10.0.0.5' })).toEqual(['r4', 'r1']);
    expect(await ids({ event: 'login-locked', address: '10.0.' })).toEqual([]);
    await audit.close();
  });

  it('takes from and to as inclusive Asia/Shanghai days', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-23T15:59:59.999Z') });
    audit.record({ ip: '127.0.0.1', id: 'on-23rd' }, { event: 'logout', outcome: 'success' });
    audit.record({ ip: '127.0.0.1', id: 'on-24th' }, { event: 'logout', outcome: 'success' });
    const ids = async (from?: string, to?: string) => (await audit.list({ from, to })).items.map((record) => record.requestId);
    expect(await ids('2026-11-24', '2026-11-24')).toEqual(['on-24th']);
    expect(await ids('2026-11-23', '2026-11-23')).toEqual(['on-23rd']);
    expect(await ids(undefined, '2026-11-23')).toEqual(['on-23rd']);
    expect(await ids('2026-11-22', '2026-11-30')).toEqual(['on-24th', 'on-23rd']);
    expect(await ids('2026-11-25', '2026-11-22')).toEqual([]);
    await audit.close();
  });

  it('skips a half-written last line and lines that are not records', async () => {
    const audit = createAuditLog({ auditDir: dir }, { instance: 'gw-a', now: clock('2026-11-23T01:00:00Z') });
    audit.record(request(1), { event: 'login', outcome: 'success', user: '10001' });
    await audit.close();
    const crashed = path.join(dir, 'audit-2026-11-23-gw-crashed.jsonl');
    await writeFile(crashed, 'not json\n{"id":"x","event":"login"}\n');
    await appendFile(crashed, '{"id":"half","time":"2026-11-23T09:00:00.001+08:00","event":"lo');
    await writeFile(path.join(dir, 'notes.txt'), 'an operator file');
    const page = await createAuditLog({ auditDir: dir }).list({});
    expect(page.items.map((record) => record.requestId)).toEqual(['req-1']);
    expect(page.total).toBe(1);
  });

  it('answers an empty page before the folder exists', async () => {
    const page = await createAuditLog({ auditDir: path.join(dir, 'none-yet') }).list({ page: 1, pageSize: 10 });
    expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});
