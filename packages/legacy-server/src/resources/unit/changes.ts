import {
  UNIT_MESSAGES,
  type WireUnitChangeFields,
  type WireUnitChangeState,
  type WireUnitSaveFields,
} from '@portal/legacy-protocol';
import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { unitChanges, units, type NewUnitChangeRow, type UnitChangeRow, type UnitRow, type UserRow } from '../../db/schema';
import type { Checked } from '../../http/checked';
import { listPage } from '../../http/paged-list';
import type { PageNumbers, WirePage } from '../../http/paging';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { formatWireDateTime } from '../../http/wire-date';
import { linkAttachments, scopeOf } from '../attachments/store';

/** The platform's labels of the unit's fields, as its change records name them. */
export const UNIT_FIELD_LABELS = {
  orgname: '单位名称',
  uscc: '统一社会信用代码',
  legalPerson: '法定代表人',
  regAddress: '注册地址',
  areaCode: '所在区域',
  businessAddress: '生产经营地址',
  contactPerson: '联系人',
  contactPhone: '联系电话',
  postcode: '邮政编码',
  fixedAssets: '固定资产',
  foundDate: '成立日期',
  regAuthority: '登记机关',
  email: '电子邮箱',
} as const;

type WireField = keyof typeof UNIT_FIELD_LABELS;

/** Where each wire field lives in the units table. */
const COLUMN_OF: Record<WireField, keyof UnitRow> = {
  orgname: 'name',
  uscc: 'creditCode',
  legalPerson: 'legalPerson',
  regAddress: 'regAddress',
  areaCode: 'areaCode',
  businessAddress: 'businessAddress',
  contactPerson: 'contactPerson',
  contactPhone: 'contactPhone',
  postcode: 'postcode',
  fixedAssets: 'fixedAssets',
  foundDate: 'foundDate',
  regAuthority: 'regAuthority',
  email: 'email',
};

/** The attachments of a change application are filed under its first record. */
const UNIT_CHANGE_BIZ_TYPE = 'unitChange';
const DIRECT_REASON = '企业自行维护';
const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

const valueOf = (unit: UnitRow, field: WireField): string => String(unit[COLUMN_OF[field]] ?? '');

export type Applicant = { user: UserRow; unit: UnitRow };

function changeRow(applicant: Applicant, field: WireField, newValue: string, state: WireUnitChangeState, reason: string, now: Date): NewUnitChangeRow {
  return {
    id: newId(),
    unitId: applicant.unit.id,
    field,
    fieldLabel: UNIT_FIELD_LABELS[field],
    oldValue: valueOf(applicant.unit, field),
    newValue,
    reason,
    state,
    appliedBy: applicant.user.id,
    applicantName: applicant.user.name,
    appliedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * `unit/save`: the directly maintained fields apply at once; each field that changed is recorded
 * as an approved change (已通过), so the history shows every change of the unit's data.
 */
export async function saveUnit(db: Db, applicant: Applicant, fields: WireUnitSaveFields, now: Date): Promise<UnitRow> {
  return db.transaction(async (tx) => {
    const changed = (Object.keys(fields) as (keyof WireUnitSaveFields)[]).filter((field) => valueOf(applicant.unit, field) !== fields[field]);
    const [row] = await tx
      .update(units)
      .set({
        areaCode: fields.areaCode,
        businessAddress: fields.businessAddress,
        contactPerson: fields.contactPerson,
        contactPhone: fields.contactPhone,
        postcode: fields.postcode,
        fixedAssets: fields.fixedAssets,
        foundDate: fields.foundDate || null,
        regAuthority: fields.regAuthority,
        email: fields.email,
        updatedAt: now,
      })
      .where(eq(units.id, applicant.unit.id))
      .returning();
    if (changed.length > 0) {
      await tx.insert(unitChanges).values(changed.map((field) => changeRow(applicant, field, fields[field], '已通过', DIRECT_REASON, now)));
    }
    return row!;
  });
}

/** `unit/changeUnit`: registered fields wait for the institute's review (已提交); the unit row stays as it is. */
export function applyUnitChange(db: Db, applicant: Applicant, fields: WireUnitChangeFields, now: Date): Promise<Checked<UnitChangeRow[]>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      for (const change of fields.changes) {
        const label = UNIT_FIELD_LABELS[change.field];
        if (valueOf(applicant.unit, change.field) === change.newValue) throw new Refusal(`${label}：${UNIT_MESSAGES.unchanged}`);
        const [pending] = await tx
          .select({ value: count() })
          .from(unitChanges)
          .where(and(eq(unitChanges.unitId, applicant.unit.id), eq(unitChanges.field, change.field), eq(unitChanges.state, '已提交')));
        if ((pending?.value ?? 0) > 0) throw new Refusal(`${label}：${UNIT_MESSAGES.pending}`);
      }
      const inserted = await tx
        .insert(unitChanges)
        .values(fields.changes.map((change) => changeRow(applicant, change.field, change.newValue, '已提交', fields.reason, now)))
        .returning();
      if (!(await linkAttachments(tx, scopeOf(applicant.user), fields.attachmentIds, UNIT_CHANGE_BIZ_TYPE, inserted[0]!.id))) {
        throw new Refusal(ATTACHMENT_FOREIGN);
      }
      return inserted;
    }),
  );
}

export type ChangeFilters = { state?: WireUnitChangeState; from?: string; before?: string };

/** `unit/findChangeUnit`: one page of the unit's change records, newest first. */
export async function listUnitChanges(db: Db, unitId: string, filters: ChangeFilters, page: PageNumbers): Promise<WirePage<UnitChangeRow>> {
  const where: (SQL | undefined)[] = [eq(unitChanges.unitId, unitId)];
  if (filters.state) where.push(eq(unitChanges.state, filters.state));
  // Days are Asia/Shanghai days: the bounds are compared as local midnight.
  if (filters.from) where.push(gte(unitChanges.appliedAt, new Date(`${filters.from}T00:00:00+08:00`)));
  if (filters.before) where.push(lt(unitChanges.appliedAt, new Date(`${filters.before}T00:00:00+08:00`)));
  const condition = and(...where);
  const rows = db.select().from(unitChanges).$dynamic();
  return listPage(db, unitChanges, rows, condition, { ...page, orderBy: [desc(unitChanges.appliedAt), desc(unitChanges.id)] }, (row) => row);
}

/** A change record as `findChangeUnit` writes it. */
export function unitChangeAnswer(row: UnitChangeRow) {
  return {
    id: row.id,
    field: row.field,
    fieldName: row.fieldLabel,
    oldValue: row.oldValue,
    newValue: row.newValue,
    reason: row.reason,
    applyDate: formatWireDateTime(row.appliedAt),
    status: row.state,
    opinion: row.opinion,
    applicantName: row.applicantName,
  };
}

/** A change record as the institute's list writes it: with its unit. */
export function unitChangeReviewAnswer(row: UnitChangeRow, unitName: string) {
  return { ...unitChangeAnswer(row), unitId: row.unitId, unitName };
}

export type ReviewRow = { change: UnitChangeRow; unitName: string };

/** `unit/changeAuditList`: every unit's change applications (not the directly kept ones), oldest waiting first. */
export async function listChangeReviews(db: Db, state: WireUnitChangeState | undefined, page: PageNumbers): Promise<WirePage<ReviewRow>> {
  // Directly kept fields are recorded as approved at once with DIRECT_REASON: no review of theirs.
  const condition = and(ne(unitChanges.reason, DIRECT_REASON), state ? eq(unitChanges.state, state) : undefined);
  const rows = db.select({ change: unitChanges, unitName: units.name }).from(unitChanges).innerJoin(units, eq(units.id, unitChanges.unitId)).$dynamic();
  return listPage(db, unitChanges, rows, condition, { ...page, orderBy: [asc(unitChanges.appliedAt), asc(unitChanges.id)] }, (row) => row);
}

/**
 * `unit/changeAudit`: approving writes the new value into the unit and marks the record 已通过;
 * returning marks it 退回 with the opinion. A record is decided once.
 */
export function reviewUnitChange(db: Db, id: string, approved: boolean, opinion: string, now: Date): Promise<Checked<ReviewRow>> {
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const [found] = await tx
        .select({ change: unitChanges, unit: units })
        .from(unitChanges)
        .innerJoin(units, eq(units.id, unitChanges.unitId))
        .where(eq(unitChanges.id, id))
        .for('update');
      if (!found || found.change.reason === DIRECT_REASON) throw new Refusal(UNIT_MESSAGES.changeNotFound);
      if (found.change.state !== '已提交') throw new Refusal(UNIT_MESSAGES.decided);
      if (!approved && opinion === '') throw new Refusal(UNIT_MESSAGES.opinionRequired);
      let unitName = found.unit.name;
      if (approved) {
        const field = found.change.field as WireField;
        const column = COLUMN_OF[field];
        if (field === 'uscc') {
          const [taken] = await tx.select({ id: units.id }).from(units).where(and(eq(units.creditCode, found.change.newValue), ne(units.id, found.unit.id)));
          if (taken) throw new Refusal(UNIT_MESSAGES.creditCodeTaken);
        }
        await tx.update(units).set({ [column]: found.change.newValue, updatedAt: now }).where(eq(units.id, found.unit.id));
        if (field === 'orgname') unitName = found.change.newValue;
      }
      const [change] = await tx
        .update(unitChanges)
        .set({ state: approved ? '已通过' : '退回', opinion: opinion || null, updatedAt: now })
        .where(eq(unitChanges.id, id))
        .returning();
      return { change: change!, unitName };
    }),
  );
}
