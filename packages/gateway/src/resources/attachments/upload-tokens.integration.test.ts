import { UPLOAD_TOKEN_MAX_FILES, ZAttachmentSchema, ZUploadTokenInfoSchema, ZUploadTokenSchema, type Attachment } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';
import { setUpGatewayTests } from '../../integration-support';

/** A phone uploads with a token made by a signed-in desktop form; no session on the phone. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 1)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]);

const gateway = setUpGatewayTests(['qiye', 'zhenhai']);
const { cookies } = gateway;

function multipart(name: string, bytes: Buffer, fields: [string, string][] = []) {
  const boundary = multipartBoundary();
  const payload = Buffer.concat([
    ...fields.map(([field, value]) => fieldPart(boundary, field, value)),
    fileHead(boundary, 'file', name, 'image/png'),
    bytes,
    fileEnd(),
    closingBoundary(boundary),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function tokenFor(cookie: string, body: Record<string, string>) {
  const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/attachment-upload-tokens', payload: body, cookies: { portal_session: cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return ZUploadTokenSchema.parse(res.json()).token;
}

const phoneUpload = (token: string, name: string, bytes: Buffer, fields: [string, string][] = []) =>
  gateway.app.inject({ method: 'POST', url: `/api/v1/attachment-upload-tokens/${token}/attachments`, ...multipart(name, bytes, fields) });

const desktopList = (cookie: string, token: string) =>
  gateway.app.inject({ method: 'GET', url: `/api/v1/attachment-upload-tokens/${token}/attachments`, cookies: { portal_session: cookie } });

describe('phone upload tokens', () => {
  it('needs a session to make one', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/attachment-upload-tokens', payload: { refType: 'use-registration' } });
    expect(res.statusCode).toBe(401);
  });

  it('lets a phone without a session upload to the record the token was made for, and the desktop see it', async () => {
    const token = await tokenFor(cookies.qiye, { refType: 'use-registration', refId: '40002' });
    const info = await gateway.app.inject({ method: 'GET', url: `/api/v1/attachment-upload-tokens/${token}` });
    expect(info.statusCode).toBe(200);
    expect(ZUploadTokenInfoSchema.parse(info.json())).toMatchObject({ refType: 'use-registration', uploaded: 0, maxFiles: UPLOAD_TOKEN_MAX_FILES });
    // Nothing of the user is in the public answer.
    expect(info.body).not.toMatch(/cookies.qiye|张丽|10001|40002/);

    // The form's own refType and refId are not the phone's to choose: the token's win.
    const res = await phoneUpload(token, '现场照片.png', PNG, [['refType', 'worker'], ['refId', '99999']]);
    expect(res.statusCode, res.body).toBe(201);
    const file = ZAttachmentSchema.parse(res.json());
    expect(file).toMatchObject({ fileName: '现场照片.png', refType: 'use-registration', refId: '40002' });

    const listed = await desktopList(cookies.qiye, token);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Attachment[]).map((row) => row.id)).toEqual([file.id]);
    const onRecord = await gateway.app.inject({ method: 'GET', url: '/api/v1/attachments?refType=use-registration&refId=40002', cookies: { portal_session: cookies.qiye } });
    expect((onRecord.json() as Attachment[]).map((row) => row.id)).toContain(file.id);
    const after = ZUploadTokenInfoSchema.parse((await gateway.app.inject({ method: 'GET', url: `/api/v1/attachment-upload-tokens/${token}` })).json());
    expect(after.uploaded).toBe(1);
  });

  it('takes loose files for a record not saved yet, which the desktop form then attaches', async () => {
    const token = await tokenFor(cookies.qiye, { refType: 'use-registration' });
    const res = await phoneUpload(token, '铭牌.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refType: 'use-registration', refId: null });
  });

  it("shows a token's files only to the user who made it", async () => {
    const token = await tokenFor(cookies.qiye, { refType: 'use-registration' });
    expect((await desktopList(cookies.zhenhai, token)).statusCode).toBe(404);
  });

  it('refuses a made-up or altered token, and a session cookie used as a token', async () => {
    const token = await tokenFor(cookies.qiye, { refType: 'use-registration' });
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await phoneUpload(bad, '照片.png', PNG);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ detail: expect.stringContaining('二维码') });
    }
    // A session cookie is far longer than any token: refused before it is even looked up.
    expect((await phoneUpload(cookies.qiye, '照片.png', PNG)).statusCode).toBe(414);
  });

  it('checks type and size as the desktop upload does, before taking a place', async () => {
    const token = await tokenFor(cookies.qiye, { refType: 'use-registration' });
    const exe = await phoneUpload(token, 'setup.exe', EXE);
    expect(exe.statusCode).toBe(415);
    const info = ZUploadTokenInfoSchema.parse((await gateway.app.inject({ method: 'GET', url: `/api/v1/attachment-upload-tokens/${token}` })).json());
    expect(info.uploaded).toBe(0);
  });

  it(`brings at most ${UPLOAD_TOKEN_MAX_FILES} files`, async () => {
    const token = await tokenFor(cookies.qiye, { refType: 'use-registration' });
    for (let i = 0; i < UPLOAD_TOKEN_MAX_FILES; i += 1) {
      expect((await phoneUpload(token, `照片${i}.png`, PNG)).statusCode).toBe(201);
    }
    const over = await phoneUpload(token, '多余.png', PNG);
    expect(over.statusCode).toBe(409);
    expect((await desktopList(cookies.qiye, token)).json()).toHaveLength(UPLOAD_TOKEN_MAX_FILES);
  });
});
