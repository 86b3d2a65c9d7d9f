import { RECORD_ATTACHMENT_LIMITS, ZUploadedAttachmentSchema, ZUploadTokenSchema, type Attachment } from '@portal/contract';
import { ATTACHMENT_STORAGE_MESSAGES } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';
import { setUpGatewayTests } from '../../integration-support';

// The attack: filling a record past its bound (docs/security.md, "Resource exhaustion"), on the
// session upload and on the phone's upload token; the onboarding documents are in public/.

const gateway = setUpGatewayTests(['qiye']);
const { cookies } = gateway;
const RECORD = { refType: 'use-registration', refId: '40002' } as const;
const PDF = Buffer.from('%PDF-1.4\n现场照片\n%%EOF');

function multipart(fields: [string, string][]) {
  const boundary = multipartBoundary();
  const payload = Buffer.concat([
    ...fields.map(([name, value]) => fieldPart(boundary, name, value)),
    fileHead(boundary, 'file', '现场照片.pdf', 'application/pdf'),
    PDF,
    fileEnd(),
    closingBoundary(boundary),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const sessionUpload = () =>
  gateway.app.inject({ method: 'POST', url: '/api/v1/attachments', cookies: { portal_session: cookies.qiye }, ...multipart(Object.entries(RECORD)) });
const onRecord = async () =>
  ((await gateway.inject(cookies.qiye, 'GET', `/api/v1/attachments?refType=${RECORD.refType}&refId=${RECORD.refId}`)).json() as Attachment[]).length;

describe('the storage bound of one record', () => {
  it('answers each upload with what the record has left, and refuses the one past the bound (session upload)', async () => {
    const held = await onRecord();
    for (let stored = held; stored < RECORD_ATTACHMENT_LIMITS.maxFiles; stored += 1) {
      const res = await sessionUpload();
      expect(res.statusCode, res.body).toBe(201);
      const { room } = ZUploadedAttachmentSchema.parse(res.json());
      expect(room?.files).toBe(RECORD_ATTACHMENT_LIMITS.maxFiles - stored - 1);
      expect(room?.bytes).toBeLessThan(RECORD_ATTACHMENT_LIMITS.maxBytes);
    }
    const refused = await sessionUpload();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, detail: ATTACHMENT_STORAGE_MESSAGES.recordFull });
    expect(await onRecord()).toBe(RECORD_ATTACHMENT_LIMITS.maxFiles);
  });

  it('refuses a phone upload with a token to the full record as well', async () => {
    const made = await gateway.inject(cookies.qiye, 'POST', '/api/v1/attachment-upload-tokens', RECORD);
    expect(made.statusCode, made.body).toBe(201);
    const { token } = ZUploadTokenSchema.parse(made.json());
    const refused = await gateway.app.inject({ method: 'POST', url: `/api/v1/attachment-upload-tokens/${token}/attachments`, ...multipart([]) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: ATTACHMENT_STORAGE_MESSAGES.recordFull });
    expect(await onRecord()).toBe(RECORD_ATTACHMENT_LIMITS.maxFiles);
  });

  it('answers no room for a file not yet linked to a record', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/v1/attachments', cookies: { portal_session: cookies.qiye }, ...multipart([['refType', 'use-registration']]) });
    expect(res.statusCode, res.body).toBe(201);
    expect(ZUploadedAttachmentSchema.parse(res.json()).room).toBeNull();
  });
});
