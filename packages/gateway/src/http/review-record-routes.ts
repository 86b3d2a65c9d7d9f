import { ZWireSaved } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { LegacySession } from '../legacy/client';
import { parsed, savedReviewRecord, type Failure } from '../legacy/wire-values';
import type { SessionReply } from '../session/cookie';
import { answer, noContent, platformSession, problemResult } from './respond';

type Handled = { request: FastifyRequest; reply: SessionReply };
type ById = Handled & { params: { id: string } };
type Read<T> = (session: LegacySession, id: string) => Promise<{ ok: true; value: T } | Failure>;

/**
 * The writes of a record of the unit's own that the institute reviews (equipment, pipelines,
 * construction records): `save` takes the save form in the wire's words (`id` for an update,
 * `commit` in the body submits). Writes answer `{ id, state }` (the review state) from the
 * platform's save answer alone: no read after the write, whose loss would turn a stored write into
 * an error; the client reads the record with `get`.
 */
export function reviewRecordHandlers<B>(ctx: GatewayContext, save: { path: string; form: (body: B, id?: string) => Record<string, string> }) {
  const saved = async (session: LegacySession, body: B, id?: string) =>
    parsed(await ctx.legacy.call({ method: 'POST', path: save.path, form: save.form(body, id), session }), ZWireSaved, savedReviewRecord);

  return {
    create: async ({ body, request, reply }: Handled & { body: B }) => answer(ctx, request, reply, 201, await saved(platformSession(request), body)),

    /**
     * The update once `refusal` has read the record before the write: another unit's record is a
     * 404 rather than the platform's refusal of it, one under review a 409.
     */
    update:
      (refusal: (session: LegacySession, id: string) => Promise<Failure | null>) =>
      async ({ params, body, request, reply }: ById & { body: B }) => {
        const session = platformSession(request);
        const refused = await refusal(session, params.id);
        if (refused) return problemResult(ctx, request, reply, refused);
        return answer(ctx, request, reply, 200, await saved(session, body, params.id));
      },

    /** The delete of a draft at `path`: the record read first (a 404 when it is not the unit's), any other state `notDraft`. */
    deleteDraft:
      <T>(path: string, { read, isDraft, notDraft }: { read: Read<T>; isDraft: (record: T) => boolean; notDraft: Failure }) =>
      async ({ params, request, reply }: ById) => {
        const session = platformSession(request);
        const current = await read(session, params.id);
        if (!current.ok) return problemResult(ctx, request, reply, current);
        if (!isDraft(current.value)) return problemResult(ctx, request, reply, notDraft);
        return noContent(ctx, request, reply, await ctx.legacy.call({ method: 'POST', path, form: { id: params.id }, session }));
      },
  };
}
