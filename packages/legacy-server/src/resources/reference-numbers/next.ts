import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { formatWireDate } from '../../http/wire-date';
import { referenceSequences } from './table';

/** 注册 and 重置: the reference prefixes of account registrations and password resets. */
export const REFERENCE_PREFIXES = { accountRegistration: 'ZC', passwordReset: 'CZ' } as const;
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[keyof typeof REFERENCE_PREFIXES];

/**
 * The next reference number of `prefix` on the Asia/Shanghai day of `now`, e.g. ZC20261129001.
 * One upsert draws it, so concurrent creations each get their own (migration 0016).
 */
export async function nextReferenceNo(db: Db, prefix: ReferencePrefix, now: Date): Promise<string> {
  const day = formatWireDate(now).replaceAll('-', '');
  const [drawn] = await db
    .insert(referenceSequences)
    .values({ prefix, day, last: 1 })
    .onConflictDoUpdate({ target: [referenceSequences.prefix, referenceSequences.day], set: { last: sql`${referenceSequences.last} + 1` } })
    .returning({ last: referenceSequences.last });
  return `${prefix}${day}${String(drawn!.last).padStart(3, '0')}`;
}
