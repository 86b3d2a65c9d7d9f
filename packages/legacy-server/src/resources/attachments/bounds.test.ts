import { ZWireAttachment } from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { login, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, DEMO_UNIT_IDS, startTestLegacyServer } from '../../testing';
import { STORAGE_LIMITS, STORAGE_MESSAGES } from './bounds';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);
// qiye's elevator 30102: a record of the unit's.
const EQUIPMENT = { bizType: 'eqm', attrefsysid: '30102' };

let server: RunningLegacyServer;
let qiye: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

async function upload(fields: Record<string, string>): Promise<WireAnswer> {
  const form = new FormData();
  form.append('file', new Blob([PDF]), '检验报告.pdf');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/a/stone/common/attachment/upload?__sid=${qiye.sid}&__extend=${qiye.extend}`, { method: 'POST', body: form });
  return (await response.json()) as WireAnswer;
}

const filesOf = (refType: string, refId: string) => server.db.$count(attachments, and(eq(attachments.refType, refType), eq(attachments.refId, refId)));

describe('storage bounds per record and per unit', () => {
  it("refuses the file past a record's bound, stores nothing, and says what is left on each upload", async () => {
    const held = await filesOf('eqm', '30102');
    const answers: WireAnswer[] = [];
    for (let sent = held; sent < STORAGE_LIMITS.record.maxFiles + 3; sent += 1) answers.push(await upload(EQUIPMENT));
    const stored = answers.filter((answer) => answer.success === true);
    expect(stored).toHaveLength(STORAGE_LIMITS.record.maxFiles - held);
    expect(answers.at(-1)).toEqual({ success: false, errmsg: STORAGE_MESSAGES.recordFull });
    expect(await filesOf('eqm', '30102')).toBe(STORAGE_LIMITS.record.maxFiles);
    // The room left counts down to nothing.
    expect((stored.at(-1)!.data as { roomFiles: number }).roomFiles).toBe(0);
    expect((stored[0]!.data as { roomFiles: number }).roomFiles).toBe(STORAGE_LIMITS.record.maxFiles - held - 1);
    expect(ZWireAttachment.parse(stored[0]!.data).fileName).toBe('检验报告.pdf');
  });

  it("refuses any file, linked or not, once the unit's bytes are used up", async () => {
    // Stored rows that claim nearly all of the unit's room (a size is an int4: several rows).
    const sizes = [2e9, 2e9, 2e9, 2e9, 2e9, STORAGE_LIMITS.unit.maxBytes - 1e10 - 100];
    await server.db.insert(attachments).values(
      sizes.map((size, index) => ({
        id: `bounds-filler-${index}`,
        unitId: DEMO_UNIT_IDS.yuelan,
        userId: null,
        refType: null,
        refId: null,
        fileName: 'filler.pdf',
        contentType: 'application/pdf',
        size,
        uploadedAt: new Date(),
        content: Buffer.from('%PDF'),
      })),
    );
    const before = await server.db.$count(attachments);
    expect(await upload({ bizType: 'eqm', attrefsysid: '30103' })).toEqual({ success: false, errmsg: STORAGE_MESSAGES.unitFull });
    expect(await upload({})).toEqual({ success: false, errmsg: STORAGE_MESSAGES.unitFull });
    expect(await server.db.$count(attachments)).toBe(before);
  });
});
