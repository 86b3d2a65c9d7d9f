import type { WireAccountRegistrationState } from '@portal/legacy-protocol';
import { and, desc, eq, gte, ilike, lt, ne, type SQL } from 'drizzle-orm';
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

/**
 * An application waits this long for the institute; then it is 已失效 and holds nothing (docs/security.md,
 * "Registration"): a stranger's pending application cannot keep a unit or a login name for ever.
 */
export const REGISTRATION_PENDING_DAYS = 7;

const pendingCutoff = (now: Date) => new Date(now.getTime() - REGISTRATION_PENDING_DAYS * 24 * 60 * 60 * 1000);

/**
 * Marks the applications that waited past REGISTRATION_PENDING_DAYS as 已失效. Called before the
 * calls that read or decide applications, so what they see is true without a timer; idempotent.
 */
export async function expirePendingRegistrations(db: Db, now: Date): Promise<void> {
  await db
    .update(accountRegistrations)
    .set({ state: '已失效', updatedAt: now })
    .where(and(eq(accountRegistrations.state, '待审核'), lt(accountRegistrations.submittedAt, pendingCutoff(now))));
}

/**
 * The name of the registered unit with this credit code. A pending application does not hold the
 * code: several may wait side by side (the auditor sees them together) and the first approved wins.
 */
export async function registeredUnitName(db: Db, creditCode: string): Promise<string | null> {
  const [unit] = await db.select({ name: units.name }).from(units).where(eq(units.creditCode, creditCode));
  return unit?.name ?? null;
}

/** Whether an account, or an application still waiting for the audit, holds this login name (case aside). */
export async function loginNameTaken(db: Db, loginName: string, now: Date): Promise<boolean> {
  const pattern = loginName.replace(/[\\%_]/g, (char) => `\\${char}`);
  const [user] = await db.select({ id: users.id }).from(users).where(ilike(users.loginName, pattern));
  if (user) return true;
  const [pending] = await db
    .select({ id: accountRegistrations.id })
    .from(accountRegistrations)
    .where(
      and(
        ilike(accountRegistrations.loginName, pattern),
        eq(accountRegistrations.state, '待审核'),
        gte(accountRegistrations.submittedAt, pendingCutoff(now)),
      ),
    );
  return pending !== undefined;
}

/** The other applications for the same credit code, newest first: what the auditor weighs this one against. */
export function competingRegistrations(db: Db, row: Pick<AccountRegistrationRow, 'id' | 'creditCode'>): Promise<AccountRegistrationRow[]> {
  return db
    .select()
    .from(accountRegistrations)
    .where(and(eq(accountRegistrations.creditCode, row.creditCode), ne(accountRegistrations.id, row.id)))
    .orderBy(desc(accountRegistrations.submittedAt))
    .limit(10);
}
