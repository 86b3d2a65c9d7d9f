import type { WireUseRegistrationKind, WireUseRegistrationState } from '@portal/legacy-protocol';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { useRegistrationHistory, useRegistrations, type UseRegistrationRow } from '../../db/schema';
import { listPage } from '../../http/paged-list';
import type { Paging, WirePage } from '../../http/paging';
import { instantConditions, keywordCondition, type InstantRange } from '../../http/query-params';
import type { HistoryRow } from './answer';

/** Columns `orderBy` may name, by their snake-case names. */
export const REGISTRATION_SORTABLE = {
  application_no: useRegistrations.applicationNo,
  submitted_at: useRegistrations.submittedAt,
  updated_at: useRegistrations.updatedAt,
  created_at: useRegistrations.createdAt,
  state: useRegistrations.state,
  kind: useRegistrations.kind,
  equipment_name: useRegistrations.equipmentName,
  register_code: useRegistrations.registerCode,
  category_code: useRegistrations.categoryCode,
};

export type RegistrationFilters = {
  keyword?: string;
  kind?: WireUseRegistrationKind;
  state?: WireUseRegistrationState;
  categoryCode?: string;
  registerCode?: string;
  /** `before` exclusive: the client has already added the day of the date rule. */
  submitted: InstantRange;
};

function conditions(unitId: string, filters: RegistrationFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(useRegistrations.unitId, unitId)];
  if (filters.keyword) where.push(keywordCondition(filters.keyword, [useRegistrations.equipmentName, useRegistrations.applicationNo, useRegistrations.registerCode, useRegistrations.usePlace]));
  if (filters.kind) where.push(eq(useRegistrations.kind, filters.kind));
  if (filters.state) where.push(eq(useRegistrations.state, filters.state));
  if (filters.categoryCode) where.push(eq(useRegistrations.categoryCode, filters.categoryCode));
  if (filters.registerCode) where.push(ilike(useRegistrations.registerCode, `${filters.registerCode.replace(/\D/g, '')}%`));
  where.push(...instantConditions(filters.submitted, useRegistrations.submittedAt));
  return and(...where);
}

/** One page of a unit's applications, newest change first unless `orderBy` says otherwise. */
export function listRegistrations(db: Db, unitId: string, filters: RegistrationFilters, paging: Paging): Promise<WirePage<UseRegistrationRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(useRegistrations.updatedAt)];
  const rows = db.select().from(useRegistrations).$dynamic();
  return listPage(db, useRegistrations, rows, conditions(unitId, filters), { ...paging, orderBy: [...order, desc(useRegistrations.id)] }, (row) => row);
}

/** The application if it is the unit's; another unit's is as absent as a missing one. */
export async function findRegistration(db: Db, unitId: string, id: string): Promise<UseRegistrationRow | null> {
  const [row] = await db
    .select()
    .from(useRegistrations)
    .where(and(eq(useRegistrations.unitId, unitId), eq(useRegistrations.id, id)));
  return row ?? null;
}

export async function historyOf(db: Db, registrationId: string): Promise<HistoryRow[]> {
  return db
    .select({
      state: useRegistrationHistory.state,
      operator: useRegistrationHistory.operator,
      remark: useRegistrationHistory.remark,
      changedAt: useRegistrationHistory.changedAt,
    })
    .from(useRegistrationHistory)
    .where(eq(useRegistrationHistory.registrationId, registrationId))
    .orderBy(asc(useRegistrationHistory.changedAt), asc(useRegistrationHistory.id));
}
