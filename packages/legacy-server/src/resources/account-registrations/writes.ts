import { ROLE_PRESETS } from '@portal/contract';
import { ACCOUNT_REGISTRATION_MESSAGES, type WireAccountApplyFormFields } from '@portal/legacy-protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { accountRegistrations, roles, units, userRoles, users, type AccountRegistrationRow, type UserRow } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import { nextReferenceNo, REFERENCE_PREFIXES } from '../reference-numbers/next';

/** A new application, waiting for the institute. The password is already hashed. */
export async function insertRegistration(db: Db, fields: WireAccountApplyFormFields, passwordHash: string, now: Date): Promise<AccountRegistrationRow> {
  const [row] = await db
    .insert(accountRegistrations)
    .values({
      id: newId(),
      referenceNo: await nextReferenceNo(db, REFERENCE_PREFIXES.accountRegistration, now),
      unitName: fields.orgname,
      creditCode: fields.uscc,
      areaCode: fields.areaCode,
      regAddress: fields.regAddress,
      businessAddress: fields.businessAddress,
      legalPerson: fields.legalPerson,
      contactPerson: fields.contactPerson,
      contactPhone: fields.contactPhone,
      mobile: fields.mobile,
      email: fields.email,
      postcode: fields.postcode,
      fixedAssets: fields.fixedAssets,
      foundDate: fields.foundDate === '' ? null : fields.foundDate,
      loginName: fields.loginName,
      passwordHash,
      state: '待审核',
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The enterprise role of the role presets; made when the platform has none yet. */
async function enterpriseRoleId(db: Db, now: Date): Promise<string> {
  const candidates = await db.select().from(roles).where(eq(roles.roleType, 'enterprise'));
  const preset = [...ROLE_PRESETS.enterprise].sort().join(',');
  const matching = candidates.find((role) => [...role.menuIds].sort().join(',') === preset) ?? candidates[0];
  if (matching) return matching.id;
  const id = newId();
  await db.insert(roles).values({ id, name: '企业用户', roleType: 'enterprise', menuIds: [...ROLE_PRESETS.enterprise], createdAt: now, updatedAt: now });
  return id;
}

type Decision = { auditor: UserRow; opinion: string; now: Date };

/**
 * Confirms a waiting application: the unit, the account (login name and password as applied for,
 * the enterprise role of the presets) and the decision, in one step. A unit or login name taken
 * meanwhile refuses it.
 */
export async function approveRegistration(db: Db, row: AccountRegistrationRow, decision: Decision): Promise<Checked<AccountRegistrationRow>> {
  if (row.state === '已失效') return failed(ACCOUNT_REGISTRATION_MESSAGES.expired);
  if (row.state !== '待审核') return failed(ACCOUNT_REGISTRATION_MESSAGES.decided);
  const [unitTaken] = await db.select({ id: units.id }).from(units).where(eq(units.creditCode, row.creditCode));
  if (unitTaken) return failed(ACCOUNT_REGISTRATION_MESSAGES.unitTaken);
  const [userTaken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.loginName}) = lower(${row.loginName})`);
  if (userTaken) return failed(ACCOUNT_REGISTRATION_MESSAGES.loginNameTaken);
  const { now } = decision;
  const roleId = await enterpriseRoleId(db, now);
  const unitId = newId();
  const userId = newId();
  // Claim the application first: of two auditors deciding at once, only one goes on.
  const claimed = await db
    .update(accountRegistrations)
    .set({ state: '已通过', auditedAt: now, auditorId: decision.auditor.id, auditor: decision.auditor.name, opinion: decision.opinion || null, updatedAt: now })
    .where(and(eq(accountRegistrations.id, row.id), eq(accountRegistrations.state, '待审核')))
    .returning();
  if (claimed.length === 0) return failed(ACCOUNT_REGISTRATION_MESSAGES.decided);
  await db.insert(units).values({
    id: unitId,
    name: row.unitName,
    creditCode: row.creditCode,
    areaCode: row.areaCode,
    regAddress: row.regAddress,
    businessAddress: row.businessAddress,
    legalPerson: row.legalPerson,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    postcode: row.postcode || null,
    fixedAssets: row.fixedAssets || null,
    foundDate: row.foundDate,
    email: row.email || null,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(users).values({
    id: userId,
    loginName: row.loginName,
    name: row.contactPerson,
    passwordHash: row.passwordHash,
    mobile: row.mobile,
    phone: row.contactPhone,
    unitId,
    areaCode: row.areaCode,
    currentRoleId: roleId,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(userRoles).values({ userId, roleId, createdAt: now });
  const [done] = await db.update(accountRegistrations).set({ unitId, userId }).where(eq(accountRegistrations.id, row.id)).returning();
  return passed(done!);
}

/** Refuses a waiting application with the auditor's opinion. */
export async function rejectRegistration(db: Db, row: AccountRegistrationRow, decision: Decision): Promise<Checked<AccountRegistrationRow>> {
  if (row.state === '已失效') return failed(ACCOUNT_REGISTRATION_MESSAGES.expired);
  if (row.state !== '待审核') return failed(ACCOUNT_REGISTRATION_MESSAGES.decided);
  if (decision.opinion.trim() === '') return failed(ACCOUNT_REGISTRATION_MESSAGES.opinionRequired);
  const [done] = await db
    .update(accountRegistrations)
    .set({ state: '未通过', auditedAt: decision.now, auditorId: decision.auditor.id, auditor: decision.auditor.name, opinion: decision.opinion, updatedAt: decision.now })
    .where(and(eq(accountRegistrations.id, row.id), eq(accountRegistrations.state, '待审核')))
    .returning();
  return done ? passed(done) : failed(ACCOUNT_REGISTRATION_MESSAGES.decided);
}
