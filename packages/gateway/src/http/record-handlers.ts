import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/v4';
import type { GatewayContext } from '../context';
import type { LegacyCall, LegacyResult, LegacySession } from '../legacy/client';
import { parsed } from '../legacy/wire-values';
import type { SessionReply } from '../session/cookie';
import { answer, noContent, platformSession, type FailureLike } from './respond';

type Handled = { request: FastifyRequest; reply: SessionReply };
type ById = Handled & { params: { id: string } };
type Step<T> = { ok: true; value: T } | ({ ok: false } & FailureLike);

/**
 * The get, create and update of a record whose read and save the resource makes: the read's
 * value, or the save's answer (201 for a new record), or the problem of either.
 */
export function recordHandlers<B, R, W>(
  ctx: GatewayContext,
  { read, save }: { read: (id: string, session: LegacySession) => Promise<Step<R>>; save: (body: B, session: LegacySession, id?: string) => Promise<Step<W>> },
) {
  return {
    get: async ({ params, request, reply }: ById) => answer(ctx, request, reply, 200, await read(params.id, platformSession(request))),
    create: async ({ body, request, reply }: Handled & { body: B }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),
    update: async ({ params, body, request, reply }: ById & { body: B }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),
  };
}

/**
 * The save of a record the platform creates at one path and updates at another, through the
 * resource's refusal-aware `call`: the form in the wire's words (`id` for an update), the answer
 * checked with `schema` and mapped.
 */
export function saveAt<B, S extends z.ZodType, W>(
  call: (request: LegacyCall) => Promise<LegacyResult>,
  spec: { paths: { create: string; update: string }; form: (body: B, id?: string) => Record<string, string>; schema: S; map: (wire: z.infer<S>) => W },
) {
  return async (body: B, session: LegacySession, id?: string) => {
    const path = id === undefined ? spec.paths.create : spec.paths.update;
    return parsed(await call({ method: 'POST', path, form: spec.form(body, id), session }), spec.schema, spec.map);
  };
}

/** The delete of a record by its id, posted to `path` through the resource's refusal-aware `call`. */
export function deleteHandler(ctx: GatewayContext, call: (request: LegacyCall) => Promise<LegacyResult>, path: string) {
  return async ({ params, request, reply }: ById) =>
    noContent(ctx, request, reply, await call({ method: 'POST', path, form: { id: params.id }, session: platformSession(request) }));
}
