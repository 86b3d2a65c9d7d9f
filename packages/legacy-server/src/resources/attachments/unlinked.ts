import { and, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments } from '../../db/schema';
import { unlinkedFiles } from './bounds';

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

/** Deletes the unlinked files uploaded before `cutoff`; returns how many. */
export async function deleteUnlinkedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(attachments)
    .where(and(unlinkedFiles(), lt(attachments.uploadedAt, cutoff)))
    .returning({ id: attachments.id });
  return deleted.length;
}
