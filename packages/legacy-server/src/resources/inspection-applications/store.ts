import { OPEN_INSPECTION_APPLICATION_STATES } from '@portal/contract';
import { inspectionStateWord, type WireInspectionApplicationState, type WireInspectionKind, type WirePaymentState } from '@portal/legacy-protocol';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listPage } from '../../http/paged-list';
import { likePattern, type Paging, type WirePage } from '../../http/paging';
import { instantConditions, type InstantRange } from '../../http/query-params';
import {
  inspectionApplicationHistory,
  inspectionApplicationItems,
  inspectionApplications,
  type InspectionApplicationHistoryRow,
  type InspectionApplicationItemRow,
  type InspectionApplicationRow,
} from './table';

/** Columns `orderBy` may name, by their snake-case names. */
export const APPLICATION_SORTABLE = {
  application_no: inspectionApplications.applicationNo,
  submitted_at: inspectionApplications.submittedAt,
  updated_at: inspectionApplications.updatedAt,
  created_at: inspectionApplications.createdAt,
  state: inspectionApplications.state,
  kind: inspectionApplications.kind,
  wished_date: inspectionApplications.wishedDate,
  fee_total: inspectionApplications.feeTotal,
  fee: inspectionApplications.feeTotal,
  payment_state: inspectionApplications.paymentState,
};

export type InspectionApplicationFilters = {
  keyword?: string;
  applicationNo?: string;
  kind?: WireInspectionKind;
  state?: WireInspectionApplicationState;
  paymentState?: WirePaymentState;
  /** Applications with an item of this equipment file. */
  equipmentId?: string;
  /** `before` exclusive: the client has already added the day of the date rule. */
  submitted: InstantRange;
};

/** An application with its summary columns: how many items and which categories. */
export type InspectionApplicationListRow = InspectionApplicationRow & { equipmentCount: number; categoryCodes: string };

// Spelled out: inside a subquery drizzle would write the outer id unqualified.
const itemsOfApplication = sql`(SELECT count(*)::int FROM inspection_application_items i WHERE i.application_id = inspection_applications.id)`;
const categoriesOfApplication = sql`(SELECT coalesce(string_agg(DISTINCT i.category_code, ','), '') FROM inspection_application_items i WHERE i.application_id = inspection_applications.id)`;

/** The filter conditions; `unitId` null lists all units' (the institute's desk). */
export function inspectionApplicationConditions(unitId: string | null, filters: InspectionApplicationFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (unitId !== null) where.push(eq(inspectionApplications.unitId, unitId));
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(
      or(
        ilike(inspectionApplications.applicationNo, pattern),
        ilike(inspectionApplications.siteContact, pattern),
        ilike(inspectionApplications.siteAddress, pattern),
        sql`EXISTS (SELECT 1 FROM inspection_application_items i WHERE i.application_id = inspection_applications.id
          AND (i.equipment_name ILIKE ${pattern} OR i.register_code ILIKE ${pattern} OR i.use_place ILIKE ${pattern}))`,
      ),
    );
  }
  if (filters.applicationNo) where.push(ilike(inspectionApplications.applicationNo, likePattern(filters.applicationNo)));
  if (filters.equipmentId) {
    where.push(sql`EXISTS (SELECT 1 FROM inspection_application_items i WHERE i.application_id = inspection_applications.id AND i.equipment_id = ${filters.equipmentId})`);
  }
  if (filters.kind) where.push(eq(inspectionApplications.kind, filters.kind));
  if (filters.state) where.push(eq(inspectionApplications.state, filters.state));
  if (filters.paymentState) where.push(eq(inspectionApplications.paymentState, filters.paymentState));
  where.push(...instantConditions(filters.submitted, inspectionApplications.submittedAt));
  return and(...where);
}

/** One page of applications, newest change first unless `orderBy` says otherwise. */
export function listApplications(db: Db, unitId: string | null, filters: InspectionApplicationFilters, paging: Paging): Promise<WirePage<InspectionApplicationListRow>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(inspectionApplications.updatedAt)];
  const rows = db
    .select({ application: inspectionApplications, equipmentCount: itemsOfApplication.mapWith(Number), categoryCodes: categoriesOfApplication.mapWith(String) })
    .from(inspectionApplications)
    .$dynamic();
  return listPage(
    db,
    inspectionApplications,
    rows,
    inspectionApplicationConditions(unitId, filters),
    { ...paging, orderBy: [...order, desc(inspectionApplications.id)] },
    (row) => ({ ...row.application, equipmentCount: row.equipmentCount, categoryCodes: row.categoryCodes }),
  );
}

/** The application if it is the unit's (any unit's when `unitId` is null); another unit's is as absent as a missing one. */
export async function findApplication(db: Db, unitId: string | null, id: string): Promise<InspectionApplicationRow | null> {
  if (id === '') return null;
  const scope = unitId === null ? eq(inspectionApplications.id, id) : and(eq(inspectionApplications.unitId, unitId), eq(inspectionApplications.id, id));
  const [row] = await db.select().from(inspectionApplications).where(scope);
  return row ?? null;
}

export async function findByAuthCode(db: Db, code: string, now: Date): Promise<InspectionApplicationRow | null> {
  if (code === '') return null;
  const [row] = await db.select().from(inspectionApplications).where(eq(inspectionApplications.authCode, code));
  if (!row || !row.authCodeExpiresAt || row.authCodeExpiresAt.getTime() <= now.getTime()) return null;
  return row;
}

export function itemsOf(db: Db, applicationId: string): Promise<InspectionApplicationItemRow[]> {
  return db
    .select()
    .from(inspectionApplicationItems)
    .where(eq(inspectionApplicationItems.applicationId, applicationId))
    .orderBy(asc(inspectionApplicationItems.position), asc(inspectionApplicationItems.id));
}

export function historyOf(db: Db, applicationId: string): Promise<InspectionApplicationHistoryRow[]> {
  return db
    .select()
    .from(inspectionApplicationHistory)
    .where(eq(inspectionApplicationHistory.applicationId, applicationId))
    .orderBy(asc(inspectionApplicationHistory.changedAt), asc(inspectionApplicationHistory.id));
}

/** The platform's words of the states in which an application holds its equipment. */
const OPEN_STATE_WORDS: readonly WireInspectionApplicationState[] = OPEN_INSPECTION_APPLICATION_STATES.map(inspectionStateWord);

/**
 * The open applications (OPEN states) that hold any of `equipmentIds`, other than `exceptId`: each
 * piece of equipment with the number and state of the application holding it.
 */
export async function openHolders(
  db: Db,
  equipmentIds: readonly string[],
  exceptId?: string,
): Promise<Map<string, { applicationNo: string; state: WireInspectionApplicationState }>> {
  if (equipmentIds.length === 0) return new Map();
  const rows = await db
    .select({ equipmentId: inspectionApplicationItems.equipmentId, applicationNo: inspectionApplications.applicationNo, state: inspectionApplications.state, id: inspectionApplications.id })
    .from(inspectionApplicationItems)
    .innerJoin(inspectionApplications, eq(inspectionApplications.id, inspectionApplicationItems.applicationId))
    .where(and(inArray(inspectionApplicationItems.equipmentId, [...equipmentIds]), inArray(inspectionApplications.state, [...OPEN_STATE_WORDS])));
  const held = new Map<string, { applicationNo: string; state: WireInspectionApplicationState }>();
  for (const row of rows) {
    if (row.equipmentId && row.id !== exceptId && !held.has(row.equipmentId)) held.set(row.equipmentId, { applicationNo: row.applicationNo, state: row.state });
  }
  return held;
}

/** Most rows one export holds: a unit's applications of some years. */
export const EXPORT_LIMIT = 5000;

/** Every application of the unit under the filters (the export), newest number first. */
export async function allApplications(db: Db, unitId: string, filters: InspectionApplicationFilters): Promise<InspectionApplicationListRow[]> {
  const rows = await db
    .select({ application: inspectionApplications, equipmentCount: itemsOfApplication.mapWith(Number), categoryCodes: categoriesOfApplication.mapWith(String) })
    .from(inspectionApplications)
    .where(inspectionApplicationConditions(unitId, filters))
    .orderBy(desc(inspectionApplications.applicationNo))
    .limit(EXPORT_LIMIT);
  return rows.map((row) => ({ ...row.application, equipmentCount: row.equipmentCount, categoryCodes: row.categoryCodes }));
}
