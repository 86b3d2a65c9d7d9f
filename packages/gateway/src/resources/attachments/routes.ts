import { initServer } from '@ts-rest/fastify';
import { contract, formatShanghaiDateTime, UPLOAD_TOKEN_MAX_FILES } from '@portal/contract';
import { ATTACHMENT_MESSAGES, ATTACHMENT_PARAMS, ATTACHMENT_WIRE_PATHS, ZWireAttachment } from '@portal/legacy-protocol';
import { z } from 'zod/v4';
import { actorOf, outcomeEntry } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, noContent, platformSession, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import { createUploadToken, openUploadToken, ownUploadToken, uploadedCount, uploadsOf, UPLOAD_TOKEN_PROBLEMS } from './upload-tokens';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { ATTACHMENT_BIZ_TYPES, toAttachment } from './mapping';

const s = initServer();
const ZWireAttachments = z.array(ZWireAttachment);
const REFUSALS = { [ATTACHMENT_MESSAGES.notFound]: 404, [ATTACHMENT_MESSAGES.locked]: 409 };

/**
 * The attachment routes served through the router. Upload and download stream, so they are plain
 * Fastify routes beside it (transfer.ts), as is the upload with a phone token.
 */
export const attachmentsServed = servedRoutes(contract.attachments, ['list', 'delete', 'createUploadToken', 'uploadTokenInfo', 'tokenUploads']);

/** Attachments over the platform's common module. */
export function attachmentHandlers(ctx: GatewayContext) {
  return s.router(attachmentsServed, {
    list: async ({ query, request, reply }) => {
      const files = await ctx.legacy.call({
        method: 'GET',
        path: ATTACHMENT_WIRE_PATHS.list,
        query: { [ATTACHMENT_PARAMS.bizType]: ATTACHMENT_BIZ_TYPES[query.refType], [ATTACHMENT_PARAMS.refId]: query.refId },
        session: platformSession(request),
      });
      return answer(ctx, request, reply, 200, parsed(files, ZWireAttachments, (rows) => rows.map(toAttachment)));
    },

    delete: async ({ params, request, reply }) => {
      const deleted = withRefusalStatus(
        await ctx.legacy.call({
          method: 'POST',
          path: ATTACHMENT_WIRE_PATHS.delete,
          form: { [ATTACHMENT_PARAMS.id]: params.id },
          session: platformSession(request),
        }),
        REFUSALS,
      );
      ctx.audit.record(request, outcomeEntry(request, 'attachment-deleted', `attachment:${params.id}`, deleted, '删除附件'));
      return noContent(ctx, request, reply, deleted);
    },

    // The token lets a phone upload as this user without signing in: who made one, for what, is audited (never the token).
    createUploadToken: async ({ body, request }) => {
      const session = { ...platformSession(request), uid: request.portalSession?.uid ?? '', login: request.portalSession?.login };
      const created = await createUploadToken(ctx, session, body);
      const target = `attachment-upload:${body.refType}${body.refId ? `:${body.refId}` : ''}`;
      ctx.audit.record(request, { event: 'upload-token-issued', outcome: 'success', ...actorOf(request), target, detail: `生成手机上传二维码，有效期至 ${created.expiresAt}` });
      return { status: 201 as const, body: created };
    },

    // Public: the phone page learns what it uploads to and how much is left, nothing of the user.
    uploadTokenInfo: async ({ params, request, reply }) => {
      const payload = await openUploadToken(ctx, params.token);
      if (!payload) return problemResult(ctx, request, reply, { problem: UPLOAD_TOKEN_PROBLEMS.invalid });
      const uploaded = Math.min(await uploadedCount(ctx, payload), UPLOAD_TOKEN_MAX_FILES);
      return { status: 200 as const, body: { refType: payload.refType, expiresAt: formatShanghaiDateTime(payload.exp), uploaded, maxFiles: UPLOAD_TOKEN_MAX_FILES } };
    },

    tokenUploads: async ({ params, request, reply }) => {
      const payload = await ownUploadToken(ctx, request, params.token);
      if (!payload) return problemResult(ctx, request, reply, { problem: UPLOAD_TOKEN_PROBLEMS.notYours });
      return { status: 200 as const, body: await uploadsOf(ctx, payload) };
    },
  });
}
