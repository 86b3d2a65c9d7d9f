import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, ZWireAttachment, type WireAttachment } from '@portal/legacy-protocol';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

function sessionQuery(session?: WireSession): string {
  return session ? `?__sid=${session.sid}&__extend=${session.extend}` : '';
}

async function upload(session: WireSession | undefined, file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/a/stone/common/attachment/upload${sessionQuery(session)}`, { method: 'POST', body: form });
  return (await response.json()) as WireAnswer;
}

async function uploaded(session: WireSession, name: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<WireAttachment> {
  const body = await upload(session, { name, bytes }, fields);
  if (body.success !== true) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return ZWireAttachment.parse(body.data);
}

async function storedCount(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(attachments);
  return row?.value ?? 0;
}

const useRegistration = (id: string) => ({ bizType: 'epPemUseregistApply', attrefsysid: id });

describe('attachment/upload', () => {
  it('stores a PDF and answers success with the record under data', async () => {
    const file = await uploaded(qiye, '产品合格证.pdf', PDF);
    expect(file).toMatchObject({ fileName: '产品合格证.pdf', contentType: 'application/pdf', fileSize: PDF.length });
    // Not attached to a record yet: the platform answers null, which the wire schema reads as absent.
    expect(file.bizType).toBeUndefined();
    expect(file.attrefsysid).toBeUndefined();
  });

  it('links a file to a draft of the unit, which then lists it', async () => {
    const file = await uploaded(qiye, '使用登记表.png', PNG, useRegistration('40002'));
    expect(file).toMatchObject({ bizType: 'epPemUseregistApply', attrefsysid: '40002', contentType: 'image/png' });
    const listed = await get(server.url, '/a/stone/common/attachment/list', qiye, useRegistration('40002'));
    expect(listed.body).toMatchObject({ success: true });
    expect((listed.body.data as WireAttachment[]).map((row) => row.attsysid)).toContain(file.attsysid);
    const ofApplication = await get(server.url, '/a/stone/useManage/attachments', qiye, { id: '40002' });
    expect((ofApplication.body.data as WireAttachment[]).map((row) => row.attsysid)).toEqual([file.attsysid]);
  });

  it("refuses a file for another unit's application or a submitted one", async () => {
    expect(await upload(qiye, { name: 'a.pdf', bytes: PDF }, useRegistration('40014'))).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.refForeign });
    expect(await upload(qiye, { name: 'a.pdf', bytes: PDF }, useRegistration('40006'))).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.locked });
  });

  it("names a record the institute reviews only when it is the unit's own (a reviewer reads those files in every unit)", async () => {
    const before = await storedCount();
    // 60021 is 宏泰's paid application, 61001 a re-issue application of 悦澜 (qiye's unit).
    for (const bizType of ['appOnline', 'appOnlineRectify']) {
      expect(await upload(qiye, { name: 'a.pdf', bytes: PDF }, { bizType, attrefsysid: '60021' })).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.refForeign });
    }
    expect(await upload(zhenhai, { name: 'a.pdf', bytes: PDF }, { bizType: 'reissueApply', attrefsysid: '61001' })).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.refForeign });
    expect(await storedCount()).toBe(before);
    expect((await uploaded(qiye, 'a.pdf', PDF, { bizType: 'appOnline', attrefsysid: '60001' })).attrefsysid).toBe('60001');
  });

  it('refuses a file over 10 MiB and keeps nothing', async () => {
    const before = await storedCount();
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length + 1, 0x20)]);
    expect(await upload(qiye, { name: '图纸.pdf', bytes: big })).toEqual({ success: false, errmsg: '文件大小不能超过 10MB' });
    expect(await storedCount()).toBe(before);
  });

  it('takes a file of exactly 10 MiB', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await uploaded(qiye, '图纸.pdf', exact)).fileSize).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('refuses a program renamed to .pdf, and other types, by magic bytes and extension', async () => {
    const before = await storedCount();
    const refused = { success: false, errmsg: '仅支持 PDF、图片、Word、Excel 文件' };
    expect(await upload(qiye, { name: '说明.pdf', bytes: EXE })).toEqual(refused);
    expect(await upload(qiye, { name: 'setup.exe', bytes: EXE })).toEqual(refused);
    expect(await upload(qiye, { name: '说明.txt', bytes: Buffer.from('hello') })).toEqual(refused);
    expect(await storedCount()).toBe(before);
  });

  it('refuses an empty file, a missing file and an unknown record type', async () => {
    expect(await upload(qiye, { name: 'a.pdf', bytes: Buffer.alloc(0) })).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.empty });
    expect(await upload(qiye, null, { bizType: 'eqm' })).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.missing });
    expect(await upload(qiye, { name: 'a.pdf', bytes: PDF }, { bizType: 'passwords', attrefsysid: '1' })).toEqual({
      success: false,
      errmsg: ATTACHMENT_MESSAGES.bizType,
    });
  });

  it('answers result "login" without a session', async () => {
    expect((await upload(undefined, { name: 'a.pdf', bytes: PDF })).result).toBe('login');
  });
});

describe('attachment/download', () => {
  it('sends the bytes with their type and the Chinese name in filename*', async () => {
    const file = await uploaded(qiye, '监督检验证明.pdf', PDF);
    const response = await fetch(`${server.url}/a/stone/common/attachment/download${sessionQuery(qiye)}&attsysid=${file.attsysid}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('监督检验证明.pdf')}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("answers JSON success false for another unit's file", async () => {
    const file = await uploaded(qiye, '合格证.pdf', PDF);
    const { body } = await get(server.url, '/a/stone/common/attachment/download', zhenhai, { attsysid: file.attsysid });
    expect(body).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.notFound });
  });
});

describe('attachment/list', () => {
  it('needs the record the files belong to', async () => {
    expect((await get(server.url, '/a/stone/common/attachment/list', qiye)).body.success).toBe(false);
  });

  it("shows nothing of another unit's record", async () => {
    const { body } = await get(server.url, '/a/stone/common/attachment/list', zhenhai, useRegistration('40002'));
    expect(body).toEqual({ success: true, data: [] });
  });
});

describe('attachment/delete', () => {
  it("lets the unit delete its loose file but not another unit's", async () => {
    const file = await uploaded(qiye, '草稿附件.pdf', PDF);
    expect((await post(server.url, '/a/stone/common/attachment/delete', { attsysid: file.attsysid }, zhenhai)).body).toEqual({
      success: false,
      errmsg: ATTACHMENT_MESSAGES.notFound,
    });
    expect((await post(server.url, '/a/stone/common/attachment/delete', { attsysid: file.attsysid }, qiye)).body).toEqual({ success: true });
    const { body } = await get(server.url, '/a/stone/common/attachment/download', qiye, { attsysid: file.attsysid });
    expect(body).toEqual({ success: false, errmsg: ATTACHMENT_MESSAGES.notFound });
  });

  it('keeps the files of a submitted application', async () => {
    const file = await uploaded(zhenhai, '改造告知书.pdf', PDF, useRegistration('40014'));
    await post(
      server.url,
      '/a/stone/useManage/modify',
      {
        id: '40014',
        registKind: '停用后启用',
        equipmentId: '30201',
        equCategory: '2000',
        equType: '2130',
        equName: '反应釜',
        usePlace: '一车间聚合工段',
        areaCode: '330211',
        useDate: '2018-07-01',
        safetyManager: '王建国',
        safetyManagerMobile: '15067423318',
        declaration: '1',
        attachmentIds: file.attsysid,
        isCommit: 'true',
      },
      zhenhai,
    );
    expect((await post(server.url, '/a/stone/common/attachment/delete', { attsysid: file.attsysid }, zhenhai)).body).toEqual({
      success: false,
      errmsg: ATTACHMENT_MESSAGES.locked,
    });
  });
});
