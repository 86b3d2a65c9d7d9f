import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { ATTACHMENT_MESSAGES, ATTACHMENT_PARAMS, ATTACHMENT_PATHS, ZWireAttachment } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GatewayContext } from '../context';
import { ATTACHMENT_BIZ_TYPES, toAttachment } from './attachment-mapping';
import { registerAttachmentTransfers } from './attachment-transfer';
import { withRefusalStatus } from './platform-refusals';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';

const s = initServer();

/**
 * Stands in the implementation map for a contract route served by a plain Fastify route: the
 * router skips it (neither a function nor a handler) and the 501 fallback sees it implemented.
 */
export const SERVED_BESIDE_ROUTER = 'served by a plain Fastify route' as const;

const REFUSALS = { [ATTACHMENT_MESSAGES.notFound]: 404, [ATTACHMENT_MESSAGES.locked]: 409 };

/**
 * Attachments over the platform's common module. List and delete go through the router; upload and
 * download stream, so this also registers them on `app` as plain routes (attachment-transfer.ts).
 */
export function attachmentRoutes(ctx: GatewayContext, app: FastifyInstance) {
  registerAttachmentTransfers(app, ctx);
  return {
    upload: SERVED_BESIDE_ROUTER,
    download: SERVED_BESIDE_ROUTER,

    list: s.route(contract.attachments.list, async ({ query, request, reply }) => {
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: ATTACHMENT_PATHS.list,
        query: { [ATTACHMENT_PARAMS.bizType]: ATTACHMENT_BIZ_TYPES[query.refType], [ATTACHMENT_PARAMS.refId]: query.refId },
        session: platformSession(request),
      });
      if (!answer.ok) return problemResult(ctx, request, reply, answer);
      const files = z.array(ZWireAttachment).safeParse(answer.data);
      if (!files.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      return { status: 200 as const, body: files.data.map(toAttachment) };
    }),

    delete: s.route(contract.attachments.delete, async ({ params, request, reply }) => {
      const deleted = withRefusalStatus(
        await ctx.legacy.call({
          method: 'POST',
          path: ATTACHMENT_PATHS.delete,
          form: { [ATTACHMENT_PARAMS.id]: params.id },
          session: platformSession(request),
        }),
        REFUSALS,
      );
      return deleted.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, deleted);
    }),
  };
}
