import { initServer } from '@ts-rest/fastify';
import { contract, type Attachment } from '@portal/contract';
import {
  USE_REGISTRATION_MESSAGES,
  USE_REGISTRATION_PATHS,
  useRegistrationDetailPath,
  useRegistrationForm,
  wirePage,
  ZWireAttachment,
  ZWireUseRegistration,
  ZWireUseRegistrationDetail,
  ZWireUseRegistrationKinds,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GatewayContext } from '../context';
import type { LegacyResult, LegacySession } from '../legacy/client';
import type { SessionReply } from '../session/cookie';
import { toAttachment } from './attachment-mapping';
import { withRefusalStatus } from './platform-refusals';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';
import {
  kindCode,
  toUseRegistrationDetail,
  toUseRegistrationForm,
  toUseRegistrationListQuery,
  toUseRegistrationSummary,
  UnexpectedRecord,
  type UseRegistrationBodyValue,
} from './use-registration-mapping';

const s = initServer();
const ZWirePage = wirePage(ZWireUseRegistration);
const ZSaved = z.object({ id: z.union([z.string(), z.number()]).transform(String) }).passthrough();

const REFUSALS = {
  [USE_REGISTRATION_MESSAGES.notFound]: 404,
  [USE_REGISTRATION_MESSAGES.notEditable]: 409,
  [USE_REGISTRATION_MESSAGES.notDeletable]: 409,
};

type Failure = Extract<LegacyResult, { ok: false }>;

/**
 * The clean use-registration API over `useManage` (list, save, modify, del, attachments) and
 * `epPemUseregistApply` (detail with history, kinds). Writes answer the saved application in full,
 * read back from the platform.
 */
export function useRegistrationRoutes(ctx: GatewayContext) {
  const call = async (request: Parameters<GatewayContext['legacy']['call']>[0]) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  const fail = (request: FastifyRequest, reply: SessionReply, failure: Failure) => problemResult(ctx, request, reply, failure);

  // The detail and its files come from the two modules; a missing or foreign application is a 404.
  async function readDetail(id: string, session: LegacySession) {
    const [detail, files] = await Promise.all([
      call({ method: 'GET', path: useRegistrationDetailPath(id), session }),
      call({ method: 'GET', path: USE_REGISTRATION_PATHS.attachments, query: { id }, session }),
    ]);
    if (!detail.ok) return detail;
    if (!files.ok) return files;
    const record = ZWireUseRegistrationDetail.safeParse(detail.data);
    const attachments = z.array(ZWireAttachment).safeParse(files.data);
    if (!record.success || !attachments.success) return { ok: false as const, ...UNEXPECTED_ANSWER };
    try {
      const clean: Attachment[] = attachments.data.map(toAttachment);
      return { ok: true as const, data: toUseRegistrationDetail(record.data, clean) };
    } catch (error) {
      if (error instanceof UnexpectedRecord) return { ok: false as const, ...UNEXPECTED_ANSWER };
      throw error;
    }
  }

  async function save(body: UseRegistrationBodyValue, session: LegacySession, id?: string) {
    const saved = await call({
      method: 'POST',
      path: id === undefined ? USE_REGISTRATION_PATHS.save : USE_REGISTRATION_PATHS.modify,
      form: useRegistrationForm(toUseRegistrationForm(body), id),
      session,
    });
    if (!saved.ok) return saved;
    const record = ZSaved.safeParse(saved.data);
    if (!record.success) return { ok: false as const, ...UNEXPECTED_ANSWER };
    return readDetail(record.data.id, session);
  }

  return s.router(contract.useRegistrations, {
    list: async ({ query, request, reply }) => {
      const answer = await call({ method: 'GET', path: USE_REGISTRATION_PATHS.list, query: toUseRegistrationListQuery(query), session: platformSession(request) });
      if (!answer.ok) return fail(request, reply, answer);
      const page = ZWirePage.safeParse(answer.data);
      if (!page.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      try {
        return {
          status: 200 as const,
          body: { items: page.data.list.map(toUseRegistrationSummary), total: page.data.count, page: page.data.pageNo, pageSize: page.data.pageSize },
        };
      } catch (error) {
        if (error instanceof UnexpectedRecord) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
        throw error;
      }
    },

    get: async ({ params, request, reply }) => {
      const detail = await readDetail(params.id, platformSession(request));
      return detail.ok ? { status: 200 as const, body: detail.data } : fail(request, reply, detail);
    },

    create: async ({ body, request, reply }) => {
      const saved = await save(body, platformSession(request));
      return saved.ok ? { status: 201 as const, body: saved.data } : fail(request, reply, saved);
    },

    update: async ({ params, body, request, reply }) => {
      const saved = await save(body, platformSession(request), params.id);
      return saved.ok ? { status: 200 as const, body: saved.data } : fail(request, reply, saved);
    },

    delete: async ({ params, request, reply }) => {
      const deleted = await call({ method: 'POST', path: USE_REGISTRATION_PATHS.del, form: { id: params.id }, session: platformSession(request) });
      return deleted.ok ? { status: 204 as const, body: undefined } : fail(request, reply, deleted);
    },

    kinds: async ({ request, reply }) => {
      const answer = await call({ method: 'GET', path: USE_REGISTRATION_PATHS.kinds, session: platformSession(request) });
      if (!answer.ok) return fail(request, reply, answer);
      const kinds = ZWireUseRegistrationKinds.safeParse(answer.data);
      if (!kinds.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      // A kind the contract has no code for cannot be offered; the label is the platform's word.
      const body = kinds.data.flatMap((kind) => {
        const code = kindCode(kind.dictValue);
        return code ? [{ code, label: kind.dictLabel }] : [];
      });
      return { status: 200 as const, body };
    },
  });
}
