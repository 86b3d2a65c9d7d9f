import { readScopeOf } from './review-scope';
import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_PARAMS,
  ATTACHMENT_WIRE_PATHS,
  ATTACHMENT_SIGNATURE_BYTES,
  attachmentContentType,
  contentDisposition,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { attachmentAnswer } from './answer';
import {
  attachmentContent,
  deleteAttachment,
  findAttachment,
  listAttachments,
  scopeOf,
} from './store';
import { insertWithinBounds, STORAGE_MESSAGES } from './bounds';
import { cleanFileName, isLinked, parseRef, refWritable } from './upload-checks';
import type { UserRow } from '../../db/schema';
import { commonFail, commonOk, type CommonAnswer } from '../../http/answers';
import { GET_OR_POST } from '../../http/methods';
import { wireParams, type WireParams } from '../../http/params';
import { withUser as withUserOf, type UserHandler } from '../../http/user-route';

type Upload = { fields: Record<string, string>; file: { name: string; content: Buffer } | null };

const LIST_NEEDS_REF = '请指定附件所属的业务记录';

// Busboy stops at the limit; toBuffer then throws FST_REQ_FILE_TOO_LARGE and nothing is kept.
async function readUpload(request: FastifyRequest): Promise<Upload | 'tooLarge'> {
  const upload: Upload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === ATTACHMENT_PARAMS.file && upload.file === null) {
        upload.file = { name: cleanFileName(part.filename), content: await part.toBuffer() };
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
    throw error;
  }
  return upload;
}

async function upload(context: AppContext, user: UserRow, request: FastifyRequest): Promise<CommonAnswer> {
  if (!request.isMultipart()) return commonFail(ATTACHMENT_MESSAGES.missing);
  const read = await readUpload(request);
  if (read === 'tooLarge') return commonFail(ATTACHMENT_MESSAGES.tooLarge);
  // Like a servlet, the query string and the multipart fields are one set of parameters.
  const params: WireParams = { ...read.fields, ...wireParams(request) };
  const ref = parseRef(params[ATTACHMENT_PARAMS.bizType], params[ATTACHMENT_PARAMS.refId]);
  if (typeof ref === 'string') return commonFail(ref);
  const { file } = read;
  if (!file || file.name === '') return commonFail(ATTACHMENT_MESSAGES.missing);
  if (file.content.length === 0) return commonFail(ATTACHMENT_MESSAGES.empty);
  const contentType = attachmentContentType(file.name, file.content.subarray(0, ATTACHMENT_SIGNATURE_BYTES));
  if (!contentType) return commonFail(ATTACHMENT_MESSAGES.badType);
  const writable = await refWritable(context.db, user, ref);
  if (writable !== true) return commonFail(writable);
  const stored = { ...ref, fileName: file.name, contentType, content: file.content };
  const saved = await insertWithinBounds(context.db, scopeOf(user), stored, { linked: isLinked(ref), now: context.now(), unlinkedLimits: context.unlinkedUploads });
  if (typeof saved === 'string') return commonFail(STORAGE_MESSAGES[saved]);
  return commonOk({ ...attachmentAnswer(saved.meta), ...(saved.room ? { roomFiles: saved.room.files, roomBytes: saved.room.bytes } : {}) });
}

/**
 * `/a/stone/common/attachment/*`: `success` + `errmsg`, payload under `data`. Every call sees only
 * the files of the signed-in account's unit (or, for staff without a unit, their own); a reviewer also
 * reads the files of the records it reviews (review-scope.ts).
 */
export function attachmentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const withUser = (handler: UserHandler) => withUserOf(context, handler);

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    scope.route({ method: 'POST', url: ATTACHMENT_WIRE_PATHS.upload, handler: withUser((user, request) => upload(context, user, request)) });
  });

  app.route({
    method: GET_OR_POST,
    url: ATTACHMENT_WIRE_PATHS.list,
    handler: withUser(async (user, request) => {
      const params = wireParams(request);
      const ref = parseRef(params[ATTACHMENT_PARAMS.bizType], params[ATTACHMENT_PARAMS.refId]);
      if (typeof ref === 'string') return commonFail(ref);
      if (ref.refType === null || ref.refId === null) return commonFail(LIST_NEEDS_REF);
      return commonOk((await listAttachments(db, await readScopeOf(db, user), ref.refType, ref.refId)).map(attachmentAnswer));
    }),
  });

  app.route({
    method: GET_OR_POST,
    url: ATTACHMENT_WIRE_PATHS.download,
    handler: withUser(async (user, request, reply) => {
      const file = await attachmentContent(db, await readScopeOf(db, user), wireParams(request)[ATTACHMENT_PARAMS.id] ?? '');
      if (!file) return commonFail(ATTACHMENT_MESSAGES.notFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    }),
  });

  app.route({
    method: 'POST',
    url: ATTACHMENT_WIRE_PATHS.delete,
    handler: withUser(async (user, request) => {
      const scope = scopeOf(user);
      const file = await findAttachment(db, scope, wireParams(request)[ATTACHMENT_PARAMS.id] ?? '');
      if (!file) return commonFail(ATTACHMENT_MESSAGES.notFound);
      const ref = parseRef(file.refType ?? undefined, file.refId ?? undefined);
      const writable = typeof ref === 'string' ? true : await refWritable(db, user, ref);
      if (writable !== true) return commonFail(writable);
      await deleteAttachment(db, scope, file.id);
      return commonOk();
    }),
  });
}
