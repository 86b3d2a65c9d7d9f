import type { WireAccountRegistrationState } from '@portal/legacy-protocol';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountRegistrations, units, users, type AccountRegistrationRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import type { Paging, WirePage } from '../../http/paging';
import { instantConditions, keywordCondition, type InstantRange } from '../../http/query-params';

export const REGISTRATION_SORTABLE = {
  submitted_at: accountRegistrations.submittedAt,
  audited_at: accountRegistrations.auditedAt,
  unit_name: accountRegistrations.unitName,
  state: accountRegistrations.state,
};

export type RegistrationFilters = {
  keyword?: string;
  state?: WireAccountRegistrationState;
  submitted: InstantRange;
};

function conditions(filters: RegistrationFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.keyword) where.push(keywordCondition(filters.keyword, [accountRegistrations.unitName, accountRegistrations.creditCode, accountRegistrations.loginName, accountRegistrations.contactPerson]));
  if (filters.state) where.push(eq(accountRegistrations.state, filters.state));
  where.push(...instantConditions(filters.submitted, accountRegistrations.submittedAt));
  return where.length > 0 ? and(...where) : undefined;
}

/** One page of applications, the newest first unless `orderBy` says otherwise. */
export function listRegistrations(db: Db, filters: RegistrationFilters, paging: Paging): Promise<WirePage<AccountRegistrationRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(accountRegistrations.submittedAt)];
  const rows = db.select().from(accountRegistrations).$dynamic();
  return listPage(db, accountRegistrations, rows, conditions(filters), { ...paging, orderBy: [...order, desc(accountRegistrations.id)] }, (row) => row);
}

export async function findRegistration(db: Db, id: string): Promise<AccountRegistrationRow | null> {
  const [row] = await db.select().from(accountRegistrations).where(eq(accountRegistrations.id, id));
  return row ?? null;
}

/** The registered unit with this credit code, or the name of one waiting for the audit. */
export async function unitNameTaken(db: Db, creditCode: string): Promise<string | null> {
  const [unit] = await db.select({ name: units.name }).from(units).where(eq(units.creditCode, creditCode));
  if (unit) return unit.name;
  const [pending] = await db
    .select({ name: accountRegistrations.unitName })
    .from(accountRegistrations)
    .where(and(eq(accountRegistrations.creditCode, creditCode), eq(accountRegistrations.state, '待审核')));
  return pending?.name ?? null;
}

/** Whether an account, or an application waiting for the audit, holds this login name (case aside). */
export async function loginNameTaken(db: Db, loginName: string): Promise<boolean> {
  const pattern = loginName.replace(/[\\%_]/g, (char) => `\\${char}`);
  const [user] = await db.select({ id: users.id }).from(users).where(ilike(users.loginName, pattern));
  if (user) return true;
  const [pending] = await db
    .select({ id: accountRegistrations.id })
    .from(accountRegistrations)
    .where(and(ilike(accountRegistrations.loginName, pattern), eq(accountRegistrations.state, '待审核')));
  return pending !== undefined;
}
