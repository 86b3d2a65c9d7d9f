import type { WirePasswordResetState } from '@portal/legacy-protocol';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResetApplications, users, type PasswordResetApplicationRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import type { Paging, WirePage } from '../../http/paging';
import { instantConditions, keywordCondition, type InstantRange } from '../../http/query-params';

/** Columns `orderBy` may name, by the snake-case names of their wire fields. */
export const PASSWORD_RESET_SORTABLE = {
  submit_date: passwordResetApplications.submittedAt,
  audit_date: passwordResetApplications.auditedAt,
  login_name: passwordResetApplications.loginName,
  user_name: passwordResetApplications.name,
  status: passwordResetApplications.state,
};

export type PasswordResetFilters = {
  keyword?: string;
  state?: WirePasswordResetState;
  /** `before` exclusive: the client has already added the day of the date rule. */
  submitted: InstantRange;
};

function conditions(filters: PasswordResetFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.keyword) {
    const { loginName, name, unitName } = passwordResetApplications;
    where.push(keywordCondition(filters.keyword, [loginName, name, unitName]));
  }
  if (filters.state) where.push(eq(passwordResetApplications.state, filters.state));
  where.push(...instantConditions(filters.submitted, passwordResetApplications.submittedAt));
  return and(...where);
}

/** One page of every application (the institute sees all units'), newest first unless asked otherwise. */
export function listApplications(db: Db, filters: PasswordResetFilters, paging: Paging): Promise<WirePage<PasswordResetApplicationRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(passwordResetApplications.submittedAt)];
  const rows = db.select().from(passwordResetApplications).$dynamic();
  return listPage(db, passwordResetApplications, rows, conditions(filters), { ...paging, orderBy: [...order, desc(passwordResetApplications.id)] }, (row) => row);
}

export async function findApplication(db: Db, id: string): Promise<PasswordResetApplicationRow | null> {
  const [row] = await db.select().from(passwordResetApplications).where(eq(passwordResetApplications.id, id));
  return row ?? null;
}

/** Whether the account has an application waiting for review. */
export async function hasPendingApplication(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetApplications.id })
    .from(passwordResetApplications)
    .where(and(eq(passwordResetApplications.userId, userId), eq(passwordResetApplications.state, '待审核')))
    .limit(1);
  return row !== undefined;
}

export type AuditDecision = { approved: boolean; opinion: string; auditor: { id: string; name: string }; at: Date };

/**
 * Records the decision on a waiting application; approving puts the new password in force. The
 * applicant chose it on the reset form under the password rules, so it is not flagged as too simple:
 * flagging it made the first sign-in demand a second change. Null when it was no longer waiting (a second auditor
 * came first): the state is checked in the same statement that changes it.
 */
export async function decideApplication(db: Db, id: string, decision: AuditDecision): Promise<PasswordResetApplicationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetApplications)
      .set({
        state: decision.approved ? '审核通过' : '审核不通过',
        auditedAt: decision.at,
        auditorId: decision.auditor.id,
        auditor: decision.auditor.name,
        opinion: decision.opinion,
        updatedAt: decision.at,
      })
      .where(and(eq(passwordResetApplications.id, id), eq(passwordResetApplications.state, '待审核')))
      .returning();
    if (!row) return null;
    if (decision.approved) {
      await tx.update(users).set({ passwordHash: row.passwordHash, isSimplePwd: false, updatedAt: decision.at }).where(eq(users.id, row.userId));
    }
    return row;
  });
}
