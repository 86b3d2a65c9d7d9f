import { sql } from 'drizzle-orm';
import { formatWireDate } from '../http/wire-date';
import type { Db } from './database';

/** The number sequences of the migrations: each value is drawn once, whoever draws at the same time. */
export type NumberSequence = 'inspection_application_no_seq' | 'use_registration_no_seq' | 'service_application_no_seq' | 'invoice_no_seq' | 'report_no_seq';

/** The next value of `sequence`, as decimal text (a bigint may pass what a number holds). */
export async function nextSequenceValue(db: Db, sequence: NumberSequence): Promise<string> {
  const result = (await db.execute(sql`SELECT nextval(${sequence}::regclass) AS n`)) as unknown as { rows: { n: string | number }[] };
  return String(result.rows[0]?.n ?? '0');
}

/** An application's number: `prefix`, the Asia/Shanghai day of `now` and a five-digit serial, e.g. BJ2026112300012. */
export async function nextDayNumber(db: Db, sequence: NumberSequence, prefix: string, now: Date): Promise<string> {
  const serial = await nextSequenceValue(db, sequence);
  return `${prefix}${formatWireDate(now).replaceAll('-', '')}${serial.padStart(5, '0')}`;
}
