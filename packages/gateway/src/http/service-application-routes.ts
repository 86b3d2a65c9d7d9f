import type { AuditEvent } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/v4';
import { actorOf } from '../audit/actor';
import type { GatewayContext } from '../context';
import type { LegacyCall, LegacyResult, LegacySession } from '../legacy/client';
import { withRefusalStatus } from '../legacy/platform-refusals';
import { toAuditForm, type ServiceDecisionValue } from '../legacy/service-application-values';
import { parsed } from '../legacy/wire-values';
import type { SessionReply } from '../session/cookie';
import { listRoute, type ListSpec, type PageQuery } from './list-route';
import { recordHandlers } from './record-handlers';
import { answer, platformSession } from './respond';

type WirePageSchema = z.ZodType<{ list: unknown[]; count: number; pageNo: number; pageSize: number }>;
type Handled = { request: FastifyRequest; reply: SessionReply };
type ById = Handled & { params: { id: string } };

/** A record the unit registers on the platform: its list, its form (read) and its save, with its own mapping. */
export type RecordSpec<Q extends PageQuery, S extends WirePageSchema, T, D extends z.ZodType, R, B> = {
  list: ListSpec<Q, S, T>;
  paths: { form: string; save: string };
  /** The record as `form` and `save` answer it, and as the contract's detail. */
  detail: { schema: D; map: (wire: z.infer<D>) => R };
  /** The save form in the wire's words; `id` for an update. */
  form: (body: B, id: string | undefined) => Record<string, string>;
  /** Refusal texts that mean another status than 400 (`withRefusalStatus`). */
  refusals: Readonly<Record<string, number>>;
  /** A further reading of a refusal whose text varies (it names the record it met). */
  refine?: (result: LegacyResult) => LegacyResult;
};

/**
 * The unit's side of a registered record (list, get, create, update; `commit` in the body submits):
 * the handlers of the contract group's routes, and the refusal-aware `call` for its other routes.
 */
export function serviceRecordHandlers<Q extends PageQuery, S extends WirePageSchema, T, D extends z.ZodType, R, B>(
  ctx: GatewayContext,
  spec: RecordSpec<Q, S, T, D, R, B>,
) {
  const refine = spec.refine ?? ((result: LegacyResult) => result);
  const call = async (request: LegacyCall) => refine(withRefusalStatus(await ctx.legacy.call(request), spec.refusals));
  const asDetail = (result: LegacyResult) => parsed(result, spec.detail.schema, spec.detail.map);

  const read = async (id: string, session: LegacySession) => asDetail(await call({ method: 'GET', path: spec.paths.form, query: { id }, session }));
  const save = async (body: B, session: LegacySession, id?: string) =>
    asDetail(await call({ method: 'POST', path: spec.paths.save, form: spec.form(body, id), session }));

  return {
    call,
    asDetail,
    handlers: { list: listRoute(ctx, { refusals: spec.refusals, ...spec.list }), ...recordHandlers(ctx, { read, save }) },
  };
}

/** A service application: a registered record the institute reviews (approve, or return with an opinion). */
export type ServiceApplicationSpec<Q extends PageQuery, S extends WirePageSchema, T, D extends z.ZodType, R, B> = RecordSpec<Q, S, T, D, R, B> & {
  review: {
    /** Every unit's non-draft applications, and the decision form. */
    paths: { list: string; audit: string };
    /** The audit trail's words: `termination-decided` on `termination:<id>`. */
    event: AuditEvent;
    target: string;
  };
};

/**
 * The routes of a service application (docs/service-registrations.md): the unit's list, get, create
 * and update, and the institute's reviewList, reviewGet and decide. Every decision, taken or refused,
 * goes to the audit trail. The resource adds its own routes (a draft's delete) with `call`.
 */
export function serviceApplicationHandlers<Q extends PageQuery, S extends WirePageSchema, T, D extends z.ZodType, R, B>(
  ctx: GatewayContext,
  spec: ServiceApplicationSpec<Q, S, T, D, R, B>,
) {
  const record = serviceRecordHandlers(ctx, spec);
  const { review } = spec;

  function audited(request: FastifyRequest, id: string, body: ServiceDecisionValue, failure?: string) {
    ctx.audit.record(request, {
      event: review.event,
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `${review.target}:${id}`,
      detail: failure ?? (body.decision === 'pass' ? '通过' : '退回'),
    });
  }

  return {
    call: record.call,
    handlers: {
      ...record.handlers,
      reviewList: listRoute(ctx, { refusals: spec.refusals, ...spec.list, path: review.paths.list }),
      reviewGet: record.handlers.get,
      decide: async ({ params, body, request, reply }: ById & { body: ServiceDecisionValue }) => {
        const decided = await record.call({ method: 'POST', path: review.paths.audit, form: toAuditForm(params.id, body), session: platformSession(request) });
        audited(request, params.id, body, decided.ok ? undefined : (decided.problem.detail ?? '审核失败'));
        return answer(ctx, request, reply, 200, record.asDetail(decided));
      },
    },
  };
}
