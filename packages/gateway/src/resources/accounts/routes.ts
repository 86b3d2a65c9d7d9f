import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { ACCOUNT_MESSAGES, ACCOUNT_WIRE_PATHS, accountForm, wirePage, ZWireAccount, ZWireAccountRole } from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import type { AuditEvent } from '@portal/contract';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, noContent, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import { toAccount, toAccountForm, toAccountListQuery, toRoleOption } from './mapping';

const s = initServer();
const ZWireAccountPage = wirePage(ZWireAccount);
const ZWireRoles = z.array(ZWireAccountRole);

const REFUSALS = {
  [ACCOUNT_MESSAGES.notFound]: 404,
  [ACCOUNT_MESSAGES.loginNameTaken]: 409,
  [ACCOUNT_MESSAGES.lastAdministrator]: 409,
  [ACCOUNT_MESSAGES.deleteSelf]: 409,
  [ACCOUNT_MESSAGES.forbidden]: 403,
};

const NOT_FOUND = { ok: false as const, problem: { cause: 'not-found' as const, status: 404, detail: ACCOUNT_MESSAGES.notFound } };

/**
 * Member accounts over the `account` module (`findAccount`, `create`, `update`, `delete`,
 * `roleList`). Every change, made or refused, goes to the security audit trail, without its values.
 */
export function accountHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  function audited(request: FastifyRequest, event: AuditEvent, target: string, failure?: string) {
    ctx.audit.record(request, {
      event,
      outcome: failure === undefined ? 'success' : 'failure',
      ...actorOf(request),
      target: `account:${target}`,
      detail: failure ?? null,
    });
  }

  // `findAccount` by id: the one account, with its mobile in full; none is a 404.
  async function readAccount(id: string, session: LegacySession) {
    const found = await call({ method: 'GET', path: ACCOUNT_WIRE_PATHS.list, query: { id, pageNo: '1', pageSize: '1' }, session });
    const page = parsed(found, ZWireAccountPage, (wire) => wire.list.map((row) => toAccount(row, false)));
    if (!page.ok) return page;
    const [account] = page.value;
    return account ? { ok: true as const, value: account } : NOT_FOUND;
  }

  return s.router(contract.accounts, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toAccountListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: ACCOUNT_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireAccount, (row) => toAccount(row, true)));
    },

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await readAccount(params.id, platformSession(request))),

    create: async ({ body, request, reply }) => {
      const created = await call({
        method: 'POST',
        path: ACCOUNT_WIRE_PATHS.create,
        form: accountForm(toAccountForm(body), { loginName: body.loginName, password: body.password }),
        session: platformSession(request),
      });
      const account = parsed(created, ZWireAccount, (wire) => toAccount(wire, false));
      audited(request, 'account-created', account.ok ? account.value.id : body.loginName, account.ok ? undefined : account.problem.detail ?? '新增失败');
      return answer(ctx, request, reply, 201, account);
    },

    update: async ({ params, body, request, reply }) => {
      const updated = await call({ method: 'POST', path: ACCOUNT_WIRE_PATHS.update, form: accountForm(toAccountForm(body), { id: params.id }), session: platformSession(request) });
      const account = parsed(updated, ZWireAccount, (wire) => toAccount(wire, false));
      audited(request, 'account-updated', params.id, account.ok ? undefined : account.problem.detail ?? '修改失败');
      return answer(ctx, request, reply, 200, account);
    },

    delete: async ({ params, request, reply }) => {
      const deleted = await call({ method: 'POST', path: ACCOUNT_WIRE_PATHS.del, form: { id: params.id }, session: platformSession(request) });
      audited(request, 'account-deleted', params.id, deleted.ok ? undefined : deleted.problem.detail ?? '删除失败');
      return noContent(ctx, request, reply, deleted);
    },

    roles: async ({ request, reply }) => {
      const roles = await call({ method: 'GET', path: ACCOUNT_WIRE_PATHS.roles, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(roles, ZWireRoles, (rows) => rows.map(toRoleOption)));
    },
  });
}
