import { SERVICE_KIND_CODES } from '@portal/contract';
import {
  ATTACHMENT_MESSAGES,
  SERVICE_KIND_WIRE_MODULES,
  WIRE_ATTACHMENT_BIZ_TYPES,
  WIRE_EDITABLE_USE_REGISTRATION_STATES,
  type WireAttachmentBizType,
  type WireServiceModule,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  conformityDeclarations,
  constructionRecords,
  equipment,
  inspectionApplications,
  interactions,
  reissueApplications,
  unitChanges,
  useRegistrations,
  workers,
  type UserRow,
} from '../../db/schema';
import { SERVICE_KIND_SERVERS, type ServiceKindServer } from '../../service-kinds';

export type AttachmentRef = { refType: WireAttachmentBizType | null; refId: string | null };

/** The service kinds' tables by their module, from the platform's table of the kinds. */
const SERVICE_KIND_RECORDS = Object.fromEntries(
  SERVICE_KIND_CODES.map((code) => [SERVICE_KIND_WIRE_MODULES[code], SERVICE_KIND_SERVERS[code].kind.table]),
) as Record<WireServiceModule, ServiceKindServer['kind']['table']>;

/**
 * The records this platform keeps that files are attached to, by module name, each owned by a unit.
 * A file may name one only when the record is the caller's unit's (`refWritable`): the institute
 * reads the files of the records it reviews in every unit, and a file naming a record is kept with it
 * (never swept, outside the unlinked bounds), so a made-up or foreign record id must not get there.
 */
const UNIT_RECORDS = {
  eqm: equipment,
  epPemUseregistApply: useRegistrations,
  appOnline: inspectionApplications,
  appOnlineRectify: inspectionApplications,
  reissueApply: reissueApplications,
  operator: workers,
  eqmBcwBasic: constructionRecords,
  interact: interactions,
  declaration: conformityDeclarations,
  unitChange: unitChanges,
  ...SERVICE_KIND_RECORDS,
} as const satisfies Partial<Record<WireAttachmentBizType, unknown>>;
type UnitRecordType = keyof typeof UNIT_RECORDS;

/** The modules whose records this platform keeps and `refWritable` checks; a file is linked only to one of those. */
export const CHECKED_REF_TYPES = Object.keys(UNIT_RECORDS) as UnitRecordType[];

const isUnitRecordType = (type: string | null): type is UnitRecordType => type !== null && Object.hasOwn(UNIT_RECORDS, type);

/** Whether a record this platform keeps holds the file; any other file counts against the unlinked bounds. */
export function isLinked(ref: AttachmentRef): boolean {
  return ref.refId !== null && isUnitRecordType(ref.refType);
}

/** A browser may send a full client path; only the last segment is the name, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const name = raw.split(/[\\/]/).pop()?.trim() ?? '';
  return Array.from(name).slice(-200).join('');
}

export function parseRef(refType: string | undefined, refId: string | undefined): AttachmentRef | string {
  const type = (refType ?? '').trim();
  const id = (refId ?? '').trim();
  if (type === '') return id === '' ? { refType: null, refId: null } : ATTACHMENT_MESSAGES.bizType;
  if (!(WIRE_ATTACHMENT_BIZ_TYPES as readonly string[]).includes(type) || id.length > 64) return ATTACHMENT_MESSAGES.bizType;
  return { refType: type as WireAttachmentBizType, refId: id === '' ? null : id };
}

async function ownRecord(db: Db, user: UserRow, refType: UnitRecordType, refId: string): Promise<boolean> {
  const table = UNIT_RECORDS[refType];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, refId), eq(table.unitId, user.unitId ?? '')));
  return row !== undefined;
}

/**
 * Whether the caller may add or remove files of a record: a record this platform keeps must be the
 * caller's unit's, and a use-registration application only while the unit may still edit it. A file
 * naming a module this platform does not keep is checked no further (it stays within the caller's
 * scope and counts as unlinked).
 */
export async function refWritable(db: Db, user: UserRow, ref: AttachmentRef): Promise<true | string> {
  if (ref.refId === null || !isUnitRecordType(ref.refType)) return true;
  if (ref.refType === 'epPemUseregistApply') {
    const [row] = await db
      .select({ state: useRegistrations.state })
      .from(useRegistrations)
      .where(and(eq(useRegistrations.id, ref.refId), eq(useRegistrations.unitId, user.unitId ?? '')));
    if (!row) return ATTACHMENT_MESSAGES.refForeign;
    return WIRE_EDITABLE_USE_REGISTRATION_STATES.includes(row.state) ? true : ATTACHMENT_MESSAGES.locked;
  }
  return (await ownRecord(db, user, ref.refType, ref.refId)) ? true : ATTACHMENT_MESSAGES.refForeign;
}
