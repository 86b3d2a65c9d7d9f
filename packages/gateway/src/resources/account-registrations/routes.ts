import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_MESSAGES,
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  accountRegistrationDetailPath,
  ZWireAccountRegistration,
  ZWireAccountRegistrationDetail,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { toAttachment } from '../attachments/mapping';
import { toAccountRegistration, toAccountRegistrationDetail, toAccountRegistrationListQuery } from './mapping';

const s = initServer();

/** The audit routes served through the router; the document download streams beside it (router.ts). */
export const accountRegistrationsServed = servedRoutes(contract.accountRegistrations, ['list', 'get', 'approve', 'reject']);

const REFUSALS = {
  [ACCOUNT_REGISTRATION_MESSAGES.notFound]: 404,
  [ACCOUNT_REGISTRATION_MESSAGES.decided]: 409,
  [ACCOUNT_REGISTRATION_MESSAGES.expired]: 409,
  [ACCOUNT_REGISTRATION_MESSAGES.unitTaken]: 409,
  [ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken]: 409,
  [ACCOUNT_REGISTRATION_MESSAGES.forbidden]: 403,
};

/**
 * The institute's audit of enterprise account registrations over `account` (findRegister,
 * registerDetail, audit, disagree). Every decision, taken or refused, goes to the security audit trail.
 */
export function accountRegistrationHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  function audited(request: FastifyRequest, id: string, approved: boolean, failure?: string) {
    ctx.audit.record(request, {
      event: approved ? 'registration-approved' : 'registration-rejected',
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `account-registration:${id}`,
      detail: failure ?? (approved ? '通过' : '不通过'),
    });
  }

  async function decide(request: FastifyRequest, id: string, opinion: string, approved: boolean, session: LegacySession) {
    const path = approved ? ACCOUNT_REGISTRATION_WIRE_PATHS.audit : ACCOUNT_REGISTRATION_WIRE_PATHS.disagree;
    const done = await call({ method: 'POST', path, form: { id, opinion }, session });
    audited(request, id, approved, done.ok ? undefined : (done.problem.detail ?? String(done.problem.status)));
    return parsed(done, ZWireAccountRegistrationDetail, (wire) => toAccountRegistrationDetail(wire, wire.attachments.map(toAttachment)));
  }

  return s.router(accountRegistrationsServed, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toAccountRegistrationListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: ACCOUNT_REGISTRATION_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireAccountRegistration, toAccountRegistration));
    },

    get: async ({ params, request, reply }) => {
      const detail = await call({ method: 'GET', path: accountRegistrationDetailPath(params.id), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(detail, ZWireAccountRegistrationDetail, (wire) => toAccountRegistrationDetail(wire, wire.attachments.map(toAttachment))));
    },

    approve: async ({ params, body, request, reply }) =>
      answer(ctx, request, reply, 200, await decide(request, params.id, body.opinion, true, platformSession(request))),

    reject: async ({ params, body, request, reply }) =>
      answer(ctx, request, reply, 200, await decide(request, params.id, body.opinion, false, platformSession(request))),
  });
}
