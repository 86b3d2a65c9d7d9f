import { ZAttachmentSchema, type Attachment } from '@portal/contract';
import { ATTACHMENT_MAX_BYTES } from '@portal/legacy-protocol';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, platformIdsOf, startTestGateway, startWireRecorder, type TestGateway, type WireRecorder } from '../../integration-support';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]);

let platform: Awaited<ReturnType<typeof startTestLegacyServer>>;
let recorder: WireRecorder;
let gateway: TestGateway;
let qiye: string;
let zhenhai: string;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  recorder = await startWireRecorder(platform.url);
  gateway = await startTestGateway(recorder.url);
  qiye = await login(gateway.app, 'qiye');
  zhenhai = await login(gateway.app, 'zhenhai');
});
afterAll(async () => {
  await gateway?.close();
  await recorder?.close();
  await platform?.close();
});

type Field = [string, string];

/** A multipart body as the SPA sends it: the file first, then refType and refId. */
function multipart(file: { name: string; bytes: Buffer; type?: string } | null, fields: Field[] = [], fieldsFirst = false) {
  const boundary = multipartBoundary();
  const fieldParts = fields.map(([name, value]) => fieldPart(boundary, name, value));
  const fileParts = file ? [fileHead(boundary, 'file', file.name, file.type ?? 'application/octet-stream'), file.bytes, fileEnd()] : [];
  const payload = Buffer.concat(fieldsFirst ? [...fieldParts, ...fileParts, closingBoundary(boundary)] : [...fileParts, ...fieldParts, closingBoundary(boundary)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(cookie: string | undefined, body: ReturnType<typeof multipart>) {
  return gateway.app.inject({ method: 'POST', url: '/api/v1/attachments', ...body, ...(cookie ? { cookies: { portal_session: cookie } } : {}) });
}

async function uploaded(cookie: string, name: string, bytes: Buffer, fields: Field[] = []): Promise<Attachment> {
  const res = await upload(cookie, multipart({ name, bytes }, fields));
  expect(res.statusCode, res.body).toBe(201);
  return ZAttachmentSchema.parse(res.json());
}

/** Files the platform has stored, as its answers on the wire tell. */
async function storedFiles(): Promise<number> {
  return recorder.storedUploads();
}

const ofDraft: Field[] = [
  ['refType', 'use-registration'],
  ['refId', '40002'],
];

describe('POST /api/v1/attachments', () => {
  it('streams a PDF to the platform and answers the stored attachment', async () => {
    const file = await uploaded(qiye, '产品合格证.pdf', PDF, ofDraft);
    expect(file).toMatchObject({ fileName: '产品合格证.pdf', contentType: 'application/pdf', size: PDF.length, refType: 'use-registration', refId: '40002' });
    const listed = await gateway.app.inject({ method: 'GET', url: '/api/v1/attachments?refType=use-registration&refId=40002', cookies: { portal_session: qiye } });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Attachment[]).map((row) => row.id)).toContain(file.id);
    const detail = await gateway.app.inject({ method: 'GET', url: '/api/v1/use-registrations/40002', cookies: { portal_session: qiye } });
    expect((detail.json().attachments as Attachment[]).map((row) => row.id)).toContain(file.id);
  });

  it('takes the fields before the file as well', async () => {
    const res = await upload(qiye, multipart({ name: '监督检验证明.pdf', bytes: PDF }, ofDraft, true));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refType: 'use-registration', refId: '40002' });
  });

  it('takes a loose file for a record not saved yet', async () => {
    expect(await uploaded(qiye, '使用登记表.pdf', PDF)).toMatchObject({ refType: null, refId: null });
  });

  it('answers 413 for a file over 10 MiB found while streaming, and the platform keeps nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length + 100, 0x20)]);
    const res = await upload(qiye, multipart({ name: '图纸.pdf', bytes: big }, ofDraft));
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 413, detail: '文件大小不能超过 10MB' });
    expect(await storedFiles()).toBe(before);
  });

  it('answers 413 unread when the declared length is already too large', async () => {
    const before = await storedFiles();
    const res = await upload(qiye, multipart({ name: '图纸.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES + 200_000)]) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('文件大小不能超过 10MB');
    expect(await storedFiles()).toBe(before);
  });

  it('answers 415 for a program renamed to .pdf and for other types, storing nothing', async () => {
    const before = await storedFiles();
    for (const file of [
      { name: '说明.pdf', bytes: EXE },
      { name: 'setup.exe', bytes: EXE },
      { name: '说明.txt', bytes: Buffer.from('使用说明') },
    ]) {
      const res = await upload(qiye, multipart(file, ofDraft));
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().detail).toBe('仅支持 PDF、图片、Word、Excel 文件');
    }
    expect(await storedFiles()).toBe(before);
  });

  it('answers 400 for no file, an empty file or an unknown record type', async () => {
    expect((await upload(qiye, multipart(null, ofDraft))).statusCode).toBe(400);
    expect((await upload(qiye, multipart({ name: 'a.pdf', bytes: Buffer.alloc(0) }))).json().detail).toBe('上传的文件不能为空');
    const res = await upload(qiye, multipart({ name: 'a.pdf', bytes: PDF }, [['refType', 'passwords']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('refType');
  });

  it("answers 404 for another unit's application and 409 for a submitted one", async () => {
    expect((await upload(qiye, multipart({ name: 'a.pdf', bytes: PDF }, [['refType', 'use-registration'], ['refId', '40014']]))).statusCode).toBe(404);
    const locked = await upload(qiye, multipart({ name: 'a.pdf', bytes: PDF }, [['refType', 'use-registration'], ['refId', '40006']]));
    expect(locked.statusCode).toBe(409);
  });

  it('streams over a real socket: a file of exactly 10 MiB passes, one byte more is refused', async () => {
    const address = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    const send = async (size: number) => {
      const form = new FormData();
      form.append('file', new Blob([PDF, Buffer.alloc(size - PDF.length, 0x20)]), '竣工图纸.pdf');
      form.append('refType', 'use-registration');
      form.append('refId', '40002');
      const res = await fetch(`${address}/api/v1/attachments`, { method: 'POST', body: form, headers: { cookie: `portal_session=${qiye}` } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const before = await storedFiles();
    expect(await send(ATTACHMENT_MAX_BYTES + 1)).toMatchObject({ status: 413, body: { detail: '文件大小不能超过 10MB' } });
    expect(await storedFiles()).toBe(before);
    expect(await send(ATTACHMENT_MAX_BYTES)).toMatchObject({ status: 201, body: { size: ATTACHMENT_MAX_BYTES, fileName: '竣工图纸.pdf' } });
    expect(await storedFiles()).toBe(before + 1);
  });

  it('answers 401 when the platform session has ended, and clears the cookie', async () => {
    const cookie = await login(gateway.app, 'qiye');
    const [sid, ext] = platformIdsOf(cookie);
    await fetch(`${platform.url}/a/logout?__sid=${sid}&__extend=${ext}`);
    const res = await upload(cookie, multipart({ name: '合格证.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(2_000_000, 0x20)]) }, ofDraft));
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((entry) => entry.name === 'portal_session')?.value).toBe('');
  });

  it('answers 401 without a session', async () => {
    expect((await upload(undefined, multipart({ name: 'a.pdf', bytes: PDF }))).statusCode).toBe(401);
  });
});

describe('GET /api/v1/attachments/:id/content', () => {
  it('streams the file with its type and its Chinese name (RFC 5987)', async () => {
    const file = await uploaded(qiye, '使用登记表 (盖章).pdf', PDF);
    const res = await gateway.app.inject({ method: 'GET', url: `/api/v1/attachments/${file.id}/content`, cookies: { portal_session: qiye } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____ (__).pdf"; filename*=UTF-8''%E4%BD%BF%E7%94%A8%E7%99%BB%E8%AE%B0%E8%A1%A8%20%28%E7%9B%96%E7%AB%A0%29.pdf`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it("answers 404 for another unit's file", async () => {
    const file = await uploaded(qiye, '合格证.pdf', PDF);
    const res = await gateway.app.inject({ method: 'GET', url: `/api/v1/attachments/${file.id}/content`, cookies: { portal_session: zhenhai } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('GET /api/v1/attachments', () => {
  it("shows nothing of another unit's record", async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/v1/attachments?refType=use-registration&refId=40002', cookies: { portal_session: zhenhai } });
    expect(res.json()).toEqual([]);
  });
});

describe('DELETE /api/v1/attachments/:id', () => {
  it("deletes the unit's file, and not another unit's", async () => {
    const file = await uploaded(qiye, '草稿附件.pdf', PDF, ofDraft);
    const foreign = await gateway.app.inject({ method: 'DELETE', url: `/api/v1/attachments/${file.id}`, cookies: { portal_session: zhenhai } });
    expect(foreign.statusCode).toBe(404);
    const own = await gateway.app.inject({ method: 'DELETE', url: `/api/v1/attachments/${file.id}`, cookies: { portal_session: qiye } });
    expect(own.statusCode).toBe(204);
    const listed = await gateway.app.inject({ method: 'GET', url: '/api/v1/attachments?refType=use-registration&refId=40002', cookies: { portal_session: qiye } });
    expect((listed.json() as Attachment[]).map((row) => row.id)).not.toContain(file.id);
  });

  it('answers 409 for a file of an application already submitted', async () => {
    const file = await uploaded(zhenhai, '改造告知书.pdf', PDF, [['refType', 'use-registration'], ['refId', '40014']]);
    const submit = await gateway.app.inject({
      method: 'PUT',
      url: '/api/v1/use-registrations/40014',
      cookies: { portal_session: zhenhai },
      payload: {
        kind: 'resume',
        equipmentId: '30201',
        categoryCode: '2000',
        subTypeCode: '2130',
        equipmentName: '反应釜',
        usePlace: '一车间聚合工段',
        areaCode: '330211',
        useDate: '2018-07-01',
        safetyManager: '王建国',
        safetyManagerMobile: '15067423318',
        declarationAccepted: true,
        attachmentIds: [file.id],
        commit: true,
      },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json()).toEqual({ id: '40014', state: 'submitted' });
    const filed = await gateway.app.inject({ method: 'GET', url: '/api/v1/use-registrations/40014', cookies: { portal_session: zhenhai } });
    expect(filed.json().attachments.map((row: Attachment) => row.id)).toEqual([file.id]);
    const res = await gateway.app.inject({ method: 'DELETE', url: `/api/v1/attachments/${file.id}`, cookies: { portal_session: zhenhai } });
    expect(res.statusCode).toBe(409);
  });
});
