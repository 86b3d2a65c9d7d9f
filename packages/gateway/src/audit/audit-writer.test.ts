import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuditWriter } from './audit-writer';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audit-writer-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createAuditWriter while the folder cannot be written', () => {
  it('keeps at most maxPending records for later, and has logged every one of them first', async () => {
    const target = path.join(dir, 'audit');
    await writeFile(target, 'a file where the folder should be');
    const lines: { message: string; details: Record<string, unknown> }[] = [];
    const log = {
      error: (details: object, message: string) => lines.push({ message, details: { ...details } }),
      info: (details: object, message: string) => lines.push({ message, details: { ...details } }),
    };
    const writer = createAuditWriter({ dir: target, instance: 'gw-a', log, maxPending: 3, flushDelayMs: 1, retryDelayMs: 60_000 });
    writer.append('2026-11-23', '{"requestId":"r1"}\n');
    await writer.flush();
    for (const id of ['r2', 'r3', 'r4', 'r5']) writer.append('2026-11-23', `{"requestId":"${id}"}\n`);
    const logged = lines.filter((line) => line.message === 'audit record not written to AUDIT_DIR');
    expect(logged.map((line) => (line.details.auditRecord as { requestId: string }).requestId)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);

    await rm(target);
    await writer.flush();
    const file = await readFile(path.join(target, 'audit-2026-11-23-gw-a.jsonl'), 'utf8');
    expect(file.trim().split('\n').map((line) => JSON.parse(line).requestId)).toEqual(['r3', 'r4', 'r5']);
    expect(lines.at(-1)).toEqual({ message: 'audit records are written to AUDIT_DIR again', details: { dir: target, onlyInLog: 2 } });
    expect(writer.writable()).toBe(true);
  });
});
