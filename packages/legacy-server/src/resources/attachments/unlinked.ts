import { and, count, eq, isNull, lt, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments } from '../../db/schema';
import { insertAttachment, type AttachmentMeta, type AttachmentScope, type NewAttachment } from './store';
import { CHECKED_REF_TYPES } from './upload-checks';

/**
 * Files uploaded ahead of their record (a draft not yet saved) are held for a while and bounded per
 * user, so nobody can fill the database with files no record will ever hold.
 */
export type UnlinkedUploadLimits = {
  /** Unlinked files one user may keep. */
  maxFiles: number;
  /** Their total size. */
  maxBytes: number;
  /** How long an unlinked file is kept before the sweep deletes it. */
  ttlMs: number;
  /** How often the sweep runs. */
  sweepIntervalMs: number;
};

export const UNLINKED_UPLOAD_LIMITS: UnlinkedUploadLimits = {
  maxFiles: 50,
  maxBytes: 200 * 1024 * 1024,
  ttlMs: 24 * 60 * 60 * 1000,
  sweepIntervalMs: 10 * 60 * 1000,
};

export const UNLINKED_QUOTA_MESSAGE = '未关联业务记录的附件过多，请先保存业务记录或删除不用的附件';

// Serialises one user's concurrent uploads, so two at once cannot both pass the bound.
const UPLOAD_LOCK_KEY = 7_240_003;

/** No record id, or a module whose records this platform does not keep (`refType` is then set too). */
function unlinked(): SQL {
  return or(isNull(attachments.refId), notInArray(attachments.refType, [...CHECKED_REF_TYPES])) as SQL;
}

/**
 * Stores an unlinked file unless the user's unlinked files would then pass `maxFiles` or
 * `maxBytes`; 'overQuota' stores nothing.
 */
export async function insertUnlinkedWithinLimits(
  db: Db,
  scope: AttachmentScope,
  file: NewAttachment,
  now: Date,
  limits: UnlinkedUploadLimits,
): Promise<AttachmentMeta | 'overQuota'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_KEY}, hashtext(${scope.userId}))`);
    const [usage] = await tx
      .select({ files: count(), bytes: sql<number>`coalesce(${sum(attachments.size)}, 0)`.mapWith(Number) })
      .from(attachments)
      .where(and(eq(attachments.userId, scope.userId), unlinked()));
    const files = usage?.files ?? 0;
    const bytes = usage?.bytes ?? 0;
    if (files + 1 > limits.maxFiles || bytes + file.content.length > limits.maxBytes) return 'overQuota';
    return insertAttachment(tx, scope, file, now);
  });
}

/** Deletes the unlinked files uploaded before `cutoff`; returns how many. */
export async function deleteUnlinkedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(attachments)
    .where(and(unlinked(), lt(attachments.uploadedAt, cutoff)))
    .returning({ id: attachments.id });
  return deleted.length;
}
