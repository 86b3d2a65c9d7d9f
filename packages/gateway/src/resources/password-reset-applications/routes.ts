import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_WIRE_PATHS,
  passwordResetAuditForm,
  passwordResetGetPath,
  ZWirePasswordReset,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { toPasswordResetApplication, toPasswordResetListQuery } from './mapping';

const s = initServer();

const REFUSALS = {
  [PASSWORD_RESET_MESSAGES.notFound]: 404,
  [PASSWORD_RESET_MESSAGES.alreadyAudited]: 409,
  [PASSWORD_RESET_MESSAGES.forbidden]: 403,
};

/**
 * The institute's review of password-reset applications over `passwordResetApply` (list, get/{id},
 * audit). Every decision, taken or refused, goes to the security audit trail.
 */
export function passwordResetAuditHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  function audited(request: FastifyRequest, id: string, approved: boolean, failure?: string) {
    ctx.audit.record(request, {
      event: 'password-reset-audited',
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `password-reset-application:${id}`,
      detail: failure ?? (approved ? '通过' : '不通过'),
    });
  }

  return s.router(contract.passwordResetAudits, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toPasswordResetListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: PASSWORD_RESET_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWirePasswordReset, toPasswordResetApplication));
    },

    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: passwordResetGetPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWirePasswordReset, toPasswordResetApplication));
    },

    audit: async ({ params, body, request, reply }) => {
      const decided = await call({
        method: 'POST',
        path: PASSWORD_RESET_WIRE_PATHS.audit,
        form: passwordResetAuditForm(params.id, { approved: body.approved, opinion: body.opinion.trim() }),
        session: platformSession(request),
      });
      audited(request, params.id, body.approved, decided.ok ? undefined : decided.problem.detail ?? '审核失败');
      return answer(ctx, request, reply, 200, parsed(decided, ZWirePasswordReset, toPasswordResetApplication));
    },
  });
}
