import { RECORD_ATTACHMENT_LIMITS } from '@portal/contract';
import { ATTACHMENT_STORAGE_MESSAGES } from '@portal/legacy-protocol';
import { and, count, eq, isNull, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments } from '../../db/schema';
import { insertAttachment, type AttachmentMeta, type AttachmentScope, type NewAttachment } from './store';
import { CHECKED_REF_TYPES } from './upload-checks';

/**
 * Bounds on the files one record and one unit hold (docs/security.md, "Uploads"), besides the
 * per-user bound on files held ahead of their record (unlinked.ts). A record holds what an
 * application or a file needs many times over; a unit, years of them.
 */
export const STORAGE_LIMITS = {
  record: RECORD_ATTACHMENT_LIMITS,
  unit: { maxFiles: 20_000, maxBytes: 10 * 1024 * 1024 * 1024 },
} as const;

export const STORAGE_MESSAGES = ATTACHMENT_STORAGE_MESSAGES;

export type StorageRefusal = keyof typeof STORAGE_MESSAGES;

/** What is left on the record after an upload: shown beside the upload ("还可上传 n 个"). */
export type RecordRoom = { files: number; bytes: number };

// Serialises one unit's (or one staff member's) uploads, so two at once cannot both take the last place.
const UPLOAD_LOCK_KEY = 7_240_003;

/** No record id, or a module whose records this platform does not keep. */
export function unlinkedFiles(): SQL {
  return or(isNull(attachments.refId), notInArray(attachments.refType, [...CHECKED_REF_TYPES])) as SQL;
}

async function usage(db: Db, where: SQL | undefined): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(${sum(attachments.size)}, 0)`.mapWith(Number) })
    .from(attachments)
    .where(where);
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

const fits = (used: { files: number; bytes: number }, limit: { maxFiles: number; maxBytes: number }, size: number) =>
  used.files + 1 <= limit.maxFiles && used.bytes + size <= limit.maxBytes;

/**
 * Stores a file if every bound allows it, in one transaction under the unit's lock: the unit's
 * files, the record's (a linked file), the user's unlinked ones (a file ahead of its record).
 * Answers the stored file with the room its record has left, or which bound refused it.
 */
export async function insertWithinBounds(
  db: Db,
  scope: AttachmentScope,
  file: NewAttachment,
  options: { linked: boolean; now: Date; unlinkedLimits: { maxFiles: number; maxBytes: number } },
): Promise<{ meta: AttachmentMeta; room: RecordRoom | null } | StorageRefusal> {
  const { linked, now, unlinkedLimits } = options;
  const size = file.content.length;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_KEY}, hashtext(${scope.unitId ?? `user:${scope.userId}`}))`);
    if (scope.unitId && !fits(await usage(tx, eq(attachments.unitId, scope.unitId)), STORAGE_LIMITS.unit, size)) return 'unitFull';
    let room: RecordRoom | null = null;
    if (linked) {
      const used = await usage(tx, and(eq(attachments.refType, file.refType!), eq(attachments.refId, file.refId!)));
      if (!fits(used, STORAGE_LIMITS.record, size)) return 'recordFull';
      room = { files: STORAGE_LIMITS.record.maxFiles - used.files - 1, bytes: STORAGE_LIMITS.record.maxBytes - used.bytes - size };
    } else if (!fits(await usage(tx, and(eq(attachments.userId, scope.userId), unlinkedFiles())), unlinkedLimits, size)) {
      return 'unlinkedFull';
    }
    return { meta: await insertAttachment(tx, scope, file, now), room };
  });
}
