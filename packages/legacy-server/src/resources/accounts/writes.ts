import { ACCOUNT_MESSAGES } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../auth/password';
import { newId } from '../../db/ids';
import { userRoles, users, USER_STATUS, type UserRow } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import type { AccountFields, NewAccountFields } from './form';
import { findAccount, loginNameTaken, managesAccounts, otherAdministrators, rolesById, unitExists, type AccountRow } from './store';

/** The roles named by the form, checked: all known, and a unit for an enterprise role. */
async function checkedRoles(context: AppContext, fields: AccountFields): Promise<Checked<Awaited<ReturnType<typeof rolesById>>>> {
  const found = await rolesById(context.db, fields.roleIds);
  if (found.length !== fields.roleIds.length) return failed(ACCOUNT_MESSAGES.unknownRole);
  if (fields.unitId !== '' && !(await unitExists(context.db, fields.unitId))) return failed(ACCOUNT_MESSAGES.unknownUnit);
  if (fields.unitId === '' && found.some((role) => role.roleType === 'enterprise')) return failed(ACCOUNT_MESSAGES.unitRequired);
  // In the order the form named them: the first becomes the current role.
  return passed(fields.roleIds.map((id) => found.find((role) => role.id === id)!));
}

async function giveRoles(context: AppContext, userId: string, roleIds: readonly string[], at: Date): Promise<void> {
  const { db } = context;
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values(roleIds.map((roleId, order) => ({ userId, roleId, createdAt: new Date(at.getTime() + order) })));
}

/**
 * A new account. Its password was set by someone else, so it is marked to be changed at the first
 * sign-in (the forced change).
 */
export async function createAccount(context: AppContext, fields: NewAccountFields): Promise<Checked<AccountRow>> {
  const held = await checkedRoles(context, fields);
  if (!held.ok) return held;
  if (await loginNameTaken(context.db, fields.loginName)) return failed(ACCOUNT_MESSAGES.loginNameTaken);
  const id = newId();
  const at = context.now();
  await context.db.insert(users).values({
    id,
    loginName: fields.loginName,
    name: fields.userName,
    passwordHash: await hashPassword(fields.password),
    mobile: fields.mobile,
    unitId: fields.unitId === '' ? null : fields.unitId,
    isSimplePwd: true,
    currentRoleId: fields.roleIds[0]!,
    status: fields.status,
    createdAt: at,
    updatedAt: at,
  });
  await giveRoles(context, id, fields.roleIds, at);
  const created = await findAccount(context.db, id);
  return created ? passed(created) : failed(ACCOUNT_MESSAGES.notFound);
}

/** Whether taking the account out of the administrators (delete, disable, demote) leaves none. */
async function wouldLeaveNoAdministrator(context: AppContext, account: AccountRow): Promise<boolean> {
  const wasAdministrator = account.status === USER_STATUS.normal && managesAccounts(await rolesById(context.db, account.roles.map((role) => role.id)));
  return wasAdministrator && (await otherAdministrators(context.db, account.id)) === 0;
}

export async function updateAccount(context: AppContext, id: string, fields: AccountFields): Promise<Checked<AccountRow>> {
  const account = await findAccount(context.db, id);
  if (!account) return failed(ACCOUNT_MESSAGES.notFound);
  const held = await checkedRoles(context, fields);
  if (!held.ok) return held;
  const staysAdministrator = fields.status === USER_STATUS.normal && managesAccounts(held.value);
  if (!staysAdministrator && (await wouldLeaveNoAdministrator(context, account))) return failed(ACCOUNT_MESSAGES.lastAdministrator);
  const at = context.now();
  const currentRoleId = account.currentRoleId && fields.roleIds.includes(account.currentRoleId) ? account.currentRoleId : fields.roleIds[0]!;
  await context.db
    .update(users)
    .set({ name: fields.userName, mobile: fields.mobile, unitId: fields.unitId === '' ? null : fields.unitId, status: fields.status, currentRoleId, updatedAt: at })
    .where(eq(users.id, id));
  await giveRoles(context, id, fields.roleIds, at);
  // A disabled account is signed out at once, everywhere.
  if (fields.status !== USER_STATUS.normal) await context.sessions.removeAllOf(id);
  const updated = await findAccount(context.db, id);
  return updated ? passed(updated) : failed(ACCOUNT_MESSAGES.notFound);
}

export async function deleteAccount(context: AppContext, actor: UserRow, id: string): Promise<Checked<AccountRow>> {
  const account = await findAccount(context.db, id);
  if (!account) return failed(ACCOUNT_MESSAGES.notFound);
  if (account.id === actor.id) return failed(ACCOUNT_MESSAGES.deleteSelf);
  if (await wouldLeaveNoAdministrator(context, account)) return failed(ACCOUNT_MESSAGES.lastAdministrator);
  await context.sessions.removeAllOf(id);
  await context.db.delete(users).where(eq(users.id, id));
  return passed(account);
}
