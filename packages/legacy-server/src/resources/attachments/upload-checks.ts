import {
  ATTACHMENT_MESSAGES,
  WIRE_ATTACHMENT_BIZ_TYPES,
  WIRE_EDITABLE_USE_REGISTRATION_STATES,
  type WireAttachmentBizType,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  equipment,
  inspectionApplications,
  maintenanceProjects,
  reissueApplications,
  terminations,
  useRegistrations,
  type UserRow,
} from '../../db/schema';

export type AttachmentRef = { refType: WireAttachmentBizType | null; refId: string | null };

/** The modules whose records this platform keeps and `refWritable` checks; a file is linked only to one of those. */
export const CHECKED_REF_TYPES = ['eqm', 'epPemUseregistApply'] as const satisfies readonly WireAttachmentBizType[];

/** Whether a record this platform keeps holds the file; any other file counts against the unlinked bounds. */
export function isLinked(ref: AttachmentRef): boolean {
  return ref.refId !== null && (CHECKED_REF_TYPES as readonly (string | null)[]).includes(ref.refType);
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

/**
 * The records the institute reviews (review-scope.ts): a reviewer reads their files in every unit, so
 * a file may name one only when the record is the caller's unit's, or another unit could put files
 * before the reviewer as if they were that record's evidence.
 */
const REVIEWED_RECORDS = {
  appOnline: inspectionApplications,
  appOnlineRectify: inspectionApplications,
  pemEqmRlvBasic: terminations,
  epPemMaiprojApply: maintenanceProjects,
  reissueApply: reissueApplications,
} as const satisfies Partial<Record<WireAttachmentBizType, unknown>>;

async function ownReviewedRecord(db: Db, user: UserRow, refType: keyof typeof REVIEWED_RECORDS, refId: string): Promise<boolean> {
  const table = REVIEWED_RECORDS[refType];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, refId), eq(table.unitId, user.unitId ?? '')));
  return row !== undefined;
}

/**
 * Whether the caller may add or remove files of a record: the records this platform keeps or the
 * institute reviews must be the caller's unit's, and a use-registration application only while the
 * unit may still edit it. Records of other modules are not checked beyond the caller's own scope.
 */
export async function refWritable(db: Db, user: UserRow, ref: AttachmentRef): Promise<true | string> {
  if (ref.refId === null) return true;
  if (ref.refType !== null && ref.refType in REVIEWED_RECORDS) {
    return (await ownReviewedRecord(db, user, ref.refType as keyof typeof REVIEWED_RECORDS, ref.refId)) ? true : ATTACHMENT_MESSAGES.refForeign;
  }
  if (ref.refType === 'epPemUseregistApply') {
    const [row] = await db
      .select({ state: useRegistrations.state })
      .from(useRegistrations)
      .where(and(eq(useRegistrations.id, ref.refId), eq(useRegistrations.unitId, user.unitId ?? '')));
    if (!row) return ATTACHMENT_MESSAGES.refForeign;
    return WIRE_EDITABLE_USE_REGISTRATION_STATES.includes(row.state) ? true : ATTACHMENT_MESSAGES.locked;
  }
  if (ref.refType === 'eqm') {
    const [row] = await db
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.id, ref.refId), eq(equipment.unitId, user.unitId ?? '')));
    return row ? true : ATTACHMENT_MESSAGES.refForeign;
  }
  return true;
}
