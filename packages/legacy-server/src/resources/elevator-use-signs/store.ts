import { findCategory, findSubType } from '@portal/contract';
import { ELEVATOR_RESCUE_PHONE } from '@portal/legacy-protocol';
import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listPage } from '../../http/paged-list';
import { likePattern, type Paging, type WirePage } from '../../http/paging';
import { equipment, type EquipmentRow } from '../equipment/table';

export const ELEVATOR_CATEGORY = '3000';

/** The registration authority printed on the signs of this platform's units (Ningbo). */
export const REGISTRATION_AUTHORITY = '宁波市市场监督管理局';

export const USE_SIGN_SORTABLE = {
  register_code: equipment.registerCode,
  name: equipment.name,
  unit_internal_no: equipment.unitInternalNo,
  next_check_date: equipment.nextCheckDate,
  area_code: equipment.areaCode,
};

export type UseSignFilters = { keyword?: string; registerCode?: string; areaCode?: string };

/** What a use sign prints for one elevator (also the list row). */
export type UseSign = {
  id: string;
  categoryName: string;
  subTypeName: string;
  unitName: string;
  unitInternalNo: string;
  registerCode: string;
  useCertNo: string;
  registrationAuthority: string;
  institute: string;
  reportNo: string;
  nextCheckDate: string;
  maintenanceUnit: string;
  maintenancePhone: string;
  rescuePhone: string;
  areaCode: string;
  lastConclusion: string;
  /** What the QR code carries to the status page. */
  statusCode: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function useSignOf(row: EquipmentRow, unitName: string): UseSign {
  return {
    id: row.id,
    categoryName: findCategory(row.categoryCode)?.name ?? '电梯',
    subTypeName: findSubType(row.subTypeCode)?.name ?? '',
    unitName,
    unitInternalNo: row.unitInternalNo ?? '',
    registerCode: row.registerCode ?? '',
    useCertNo: row.useCertNo ?? '',
    registrationAuthority: REGISTRATION_AUTHORITY,
    institute: row.inspectionInstitute ?? '',
    reportNo: row.inspectionReportNo ?? '',
    nextCheckDate: row.nextCheckDate ?? '',
    maintenanceUnit: text(row.params.maintenanceUnit),
    maintenancePhone: text(row.params.maintenancePhone),
    rescuePhone: ELEVATOR_RESCUE_PHONE,
    areaCode: row.areaCode ?? '',
    lastConclusion: row.checkConclusion ?? '',
    statusCode: row.statusCode,
  };
}

function conditions(unitId: string, filters: UseSignFilters): SQL | undefined {
  // Only registered elevators carry a use sign: one without a registration code has none yet.
  const where: (SQL | undefined)[] = [eq(equipment.unitId, unitId), eq(equipment.categoryCode, ELEVATOR_CATEGORY), isNotNull(equipment.registerCode)];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(
      or(ilike(equipment.name, pattern), ilike(equipment.registerCode, pattern), ilike(equipment.unitInternalNo, pattern), ilike(equipment.usePlace, pattern)),
    );
  }
  if (filters.registerCode) where.push(ilike(equipment.registerCode, `${filters.registerCode.replace(/\D/g, '')}%`));
  // Area codes are hierarchical (330000 ⊃ 330200 ⊃ 330203): a province or city selects what lies in it.
  if (filters.areaCode) where.push(ilike(equipment.areaCode, `${filters.areaCode.replace(/0+$/, '').replace(/\D/g, '')}%`));
  return and(...where);
}

/** One page of the unit's elevators, by registration code unless `orderBy` says otherwise. */
export function listUseSigns(db: Db, unitId: string, unitName: string, filters: UseSignFilters, paging: Paging): Promise<WirePage<UseSign>> {
  const order = paging.orderBy.length > 0 ? paging.orderBy : [asc(equipment.registerCode)];
  const rows = db.select().from(equipment).$dynamic();
  return listPage(db, equipment, rows, conditions(unitId, filters), { ...paging, orderBy: [...order, asc(equipment.id)] }, (row) =>
    useSignOf(row, unitName),
  );
}

/** The unit's elevators among `ids`, in the order asked; null when any is missing, another unit's or not an elevator. */
export async function findUnitElevators(db: Db, unitId: string, ids: readonly string[]): Promise<EquipmentRow[] | null> {
  const rows = await db
    .select()
    .from(equipment)
    .where(
      and(inArray(equipment.id, [...ids]), eq(equipment.unitId, unitId), eq(equipment.categoryCode, ELEVATOR_CATEGORY), isNotNull(equipment.registerCode)),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every((row): row is EquipmentRow => row !== undefined) ? ordered : null;
}

/** An elevator by the status code its use sign's QR carries, any unit (the public status page). */
export async function findElevatorByStatusCode(db: Db, statusCode: string): Promise<EquipmentRow | null> {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(eq(equipment.statusCode, statusCode), eq(equipment.categoryCode, ELEVATOR_CATEGORY)));
  return row ?? null;
}
