import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  INTERACTION_MESSAGES,
  INTERACTION_WIRE_PATHS,
  interactionForm,
  interactionMessageForm,
  ZWireInteraction,
  ZWireInteractionDetail,
  ZWireUnreadCount,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import {
  toInteraction,
  toInteractionDetail,
  toInteractionForm,
  toInteractionListQuery,
  toMessageForm,
  type InteractionDeskQueryValue,
  type InteractionMessageBodyValue,
  type InteractionQueryValue,
} from './mapping';

const s = initServer();

/** The JSON routes of the group; the two file routes stream beside the router (files.ts). */
export const interactionsServed = (({ file: _file, deskFile: _deskFile, ...served }) => served)(contract.interactions);

const REFUSALS = {
  [INTERACTION_MESSAGES.notFound]: 404,
  [INTERACTION_MESSAGES.closed]: 409,
  [INTERACTION_MESSAGES.forbidden]: 403,
};

/**
 * The clean interaction API over `interact`: the unit's threads (list, get, create, send,
 * unreadCount) and the institute's desk (deskList, deskGet, reply, close, deskUnreadCount).
 * Reading a thread marks the other side's messages read; the platform does it (docs/interactions.md).
 */
export function interactionHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  async function list(path: string, query: InteractionQueryValue | InteractionDeskQueryValue, request: FastifyRequest) {
    const wireQuery = toInteractionListQuery(query);
    if (!wireQuery) return { ok: false as const, problem: UNSORTABLE };
    const page = await call({ method: 'GET', path, query: wireQuery, session: platformSession(request) });
    return parsedPage(page, ZWireInteraction, toInteraction);
  }

  async function read(path: string, id: string, request: FastifyRequest) {
    return parsed(await call({ method: 'GET', path, query: { id }, session: platformSession(request) }), ZWireInteractionDetail, toInteractionDetail);
  }

  async function send(path: string, id: string, body: InteractionMessageBodyValue, request: FastifyRequest) {
    const sent = await call({ method: 'POST', path, form: interactionMessageForm(toMessageForm(id, body)), session: platformSession(request) });
    return parsed(sent, ZWireInteractionDetail, toInteractionDetail);
  }

  async function unread(path: string, request: FastifyRequest) {
    return parsed(await call({ method: 'GET', path, session: platformSession(request) }), ZWireUnreadCount, (wire) => ({ count: wire.count }));
  }

  const paths = INTERACTION_WIRE_PATHS;
  return s.router(interactionsServed, {
    list: async ({ query, request, reply }) => {
      const page = await list(paths.list, query, request);
      return page.ok ? answer(ctx, request, reply, 200, page) : problemResult(ctx, request, reply, page);
    },
    unreadCount: async ({ request, reply }) => answer(ctx, request, reply, 200, await unread(paths.unreadCount, request)),
    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await read(paths.form, params.id, request)),
    create: async ({ body, request, reply }) => {
      const saved = await call({ method: 'POST', path: paths.save, form: interactionForm(toInteractionForm(body)), session: platformSession(request) });
      return answer(ctx, request, reply, 201, parsed(saved, ZWireInteractionDetail, toInteractionDetail));
    },
    send: async ({ params, body, request, reply }) => answer(ctx, request, reply, 201, await send(paths.saveMessage, params.id, body, request)),

    deskList: async ({ query, request, reply }) => {
      const page = await list(paths.replyList, query, request);
      return page.ok ? answer(ctx, request, reply, 200, page) : problemResult(ctx, request, reply, page);
    },
    deskUnreadCount: async ({ request, reply }) => answer(ctx, request, reply, 200, await unread(paths.replyUnreadCount, request)),
    deskGet: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await read(paths.replyForm, params.id, request)),
    reply: async ({ params, body, request, reply }) => answer(ctx, request, reply, 201, await send(paths.reply, params.id, body, request)),
    close: async ({ params, request, reply }) => {
      const closed = await call({ method: 'POST', path: paths.close, form: { id: params.id }, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(closed, ZWireInteractionDetail, toInteractionDetail));
    },
  });
}
