import { ZWireAttachment, type WireAttachment } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer, testClock } from '../../testing';
import { STORAGE_MESSAGES } from './bounds';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const DAY = 24 * 60 * 60 * 1000;
const LIMITS = { maxFiles: 3, maxBytes: 4 * PDF.length, ttlMs: DAY, sweepIntervalMs: 50 };
const OVER_QUOTA = { success: false, errmsg: STORAGE_MESSAGES.unlinkedFull };
const useRegistration = (id: string) => ({ bizType: 'epPemUseregistApply', attrefsysid: id });

const clock = testClock();
let server: RunningLegacyServer;

beforeAll(async () => {
  server = await startTestLegacyServer({ unlinkedUploads: LIMITS, now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

async function upload(session: WireSession, bytes: Buffer = PDF, fields: Record<string, string> = {}): Promise<WireAnswer> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), '合格证.pdf');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const query = `?__sid=${session.sid}&__extend=${session.extend}`;
  const response = await fetch(`${server.url}/a/stone/common/attachment/upload${query}`, { method: 'POST', body: form });
  return (await response.json()) as WireAnswer;
}

async function uploaded(session: WireSession, bytes?: Buffer, fields?: Record<string, string>): Promise<WireAttachment> {
  const body = await upload(session, bytes, fields);
  if (body.success !== true) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return ZWireAttachment.parse(body.data);
}

const exists = async (id: string) => (await server.db.$count(attachments, eq(attachments.id, id))) === 1;

describe('unlinked uploads per user', () => {
  let qiye: WireSession;
  beforeAll(async () => {
    qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  });

  it('refuses a file past maxFiles unlinked ones and stores nothing', async () => {
    for (let i = 0; i < LIMITS.maxFiles; i++) await uploaded(qiye);
    const before = await server.db.$count(attachments);
    expect(await upload(qiye)).toEqual(OVER_QUOTA);
    expect(await server.db.$count(attachments)).toBe(before);
  });

  it('counts a file for a module whose records the platform does not keep as unlinked', async () => {
    expect(await upload(qiye, PDF, { bizType: 'accountApply', attrefsysid: 'made-up' })).toEqual(OVER_QUOTA);
  });

  it('still takes files linked to a record of the unit, and files of other users', async () => {
    expect((await uploaded(qiye, PDF, useRegistration('40002'))).attrefsysid).toBe('40002');
    const zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
    await uploaded(zhenhai);
  });

  it('takes a file again once an unlinked one is deleted', async () => {
    const [loose] = await server.db.select({ id: attachments.id }).from(attachments).where(eq(attachments.userId, '10001')).limit(1);
    expect((await post(server.url, '/a/stone/common/attachment/delete', { attsysid: loose?.id ?? '' }, qiye)).body).toEqual({ success: true });
    await uploaded(qiye);
  });

  it('bounds the bytes too, for institute staff as for enterprises', async () => {
    const shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * PDF.length, 0x20)]);
    await uploaded(shenhe, big);
    expect(await upload(shenhe, big)).toEqual(OVER_QUOTA);
  });
});

describe('the sweep of unlinked uploads', () => {
  it('deletes unlinked files older than ttlMs and keeps linked and recent ones', async () => {
    const admin = await login(server.url, 'admin', DEMO_PASSWORD);
    const old = await uploaded(admin);
    const linked = await uploaded(admin, PDF, useRegistration('40002'));
    // Files uploaded loose and linked when their record is saved, as an inspection application's or a
    // rectification's are, are the record's: the sweep must keep them.
    const saved = [await uploaded(admin), await uploaded(admin)];
    await server.db.update(attachments).set({ refType: 'appOnline', refId: '60001' }).where(eq(attachments.id, saved[0]!.attsysid));
    await server.db.update(attachments).set({ refType: 'appOnlineRectify', refId: '60022' }).where(eq(attachments.id, saved[1]!.attsysid));
    clock.advance(DAY + 60_000);
    // The session idled out with the day that passed.
    const recent = await uploaded(await login(server.url, 'admin', DEMO_PASSWORD));
    const deadline = Date.now() + 5_000;
    while ((await exists(old.attsysid)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await exists(old.attsysid)).toBe(false);
    expect(await exists(linked.attsysid)).toBe(true);
    for (const file of saved) expect(await exists(file.attsysid)).toBe(true);
    expect(await exists(recent.attsysid)).toBe(true);
  });
});
