import { ACCESS } from '@portal/contract';
import { ACCOUNT_MESSAGES, ACCOUNT_WIRE_PATHS, ZWireAccountQuery } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { userRoutes } from '../../http/user-route';
import { holdsAccess } from '../../http/role-access';
import { accountAnswer, roleAnswer } from './answer';
import { readAccountForm, readNewAccountForm } from './form';
import { ACCOUNT_SORTABLE, allRoles, listAccounts } from './store';
import { createAccount, deleteAccount, updateAccount } from './writes';
import { QUERY_INVALID } from '../../http/query-params';

type ManagerAction = (user: UserRow, params: WireParams) => Promise<StoneAnswer>;

/**
 * Member accounts in the `account` module (`findAccount`, `create`, `update`, `delete`, `roleList`):
 * `result` + `errorMsg`, payload under `data`; for roles holding the account-manage menu only.
 */
export function accountRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = ACCOUNT_WIRE_PATHS;

  const manager =
    (action: ManagerAction) =>
    async (user: UserRow, params: WireParams): Promise<StoneAnswer> =>
      (await holdsAccess(db, user, ACCESS.accountManage)) ? action(user, params) : stoneFail(ACCOUNT_MESSAGES.forbidden);

  const list: ManagerAction = async (_user, params) => {
    const paging = parsePaging(params, ACCOUNT_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = ZWireAccountQuery.safeParse(params);
    if (!filters.success) return stoneFail(QUERY_INVALID);
    const { id, keyword, status, roleId } = filters.data;
    const page = await listAccounts(db, { ...(id ? { id } : {}), ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), ...(roleId ? { roleId } : {}) }, paging);
    return stoneOk({ ...page, list: page.list.map(accountAnswer) });
  };

  const create: ManagerAction = async (_user, params) => {
    const form = readNewAccountForm(params);
    if (!form.ok) return stoneFail(form.message);
    const created = await createAccount(context, form.value);
    return created.ok ? stoneOk(accountAnswer(created.value), '保存成功') : stoneFail(created.message);
  };

  const update: ManagerAction = async (_user, params) => {
    const id = (params.id ?? '').trim();
    if (id === '') return stoneFail(ACCOUNT_MESSAGES.notFound);
    const form = readAccountForm(params);
    if (!form.ok) return stoneFail(form.message);
    const updated = await updateAccount(context, id, form.value);
    return updated.ok ? stoneOk(accountAnswer(updated.value), '保存成功') : stoneFail(updated.message);
  };

  const del: ManagerAction = async (user, params) => {
    const deleted = await deleteAccount(context, user, (params.id ?? '').trim());
    return deleted.ok ? stoneOk(undefined, '删除成功') : stoneFail(deleted.message);
  };

  const roles: ManagerAction = async () => stoneOk((await allRoles(db)).map(roleAnswer));

  userRoutes(app, context, [
    [paths.list, manager(list)],
    [paths.create, manager(create)],
    [paths.update, manager(update)],
    [paths.del, manager(del)],
    [paths.roles, manager(roles)],
  ]);
}
