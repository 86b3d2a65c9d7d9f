import { isCreditCode } from '@portal/contract';
import { and, desc, eq, ilike, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { units } from '../../db/schema';
import { likePattern } from '../../http/paging';
import { inspectionApplications } from './table';

export type InvoiceTitle = { title: string; taxNo: string };

/** At most this many titles an answer. */
const MOST = 10;

/**
 * The invoice titles a unit may pick from for `keyword` (docs/security.md, "Invoice titles"): its own
 * name, the titles of its own submitted applications (a draft's text is nobody's title yet), and a
 * registered unit only when the keyword is that unit's exact credit code. Never another unit's
 * applications, never a list of units by name.
 */
export async function invoiceTitlesFor(db: Db, unitId: string, keyword: string): Promise<InvoiceTitle[]> {
  const text = keyword.trim().slice(0, 100);
  if (text.length < 2) return [];
  const pattern = likePattern(text);
  const [own, applied, byCode] = await Promise.all([
    db.select({ title: units.name, taxNo: units.creditCode }).from(units).where(and(eq(units.id, unitId), ilike(units.name, pattern))),
    db
      .selectDistinct({ title: inspectionApplications.invoiceTitle, taxNo: inspectionApplications.taxNo })
      .from(inspectionApplications)
      .where(
        and(
          eq(inspectionApplications.unitId, unitId),
          isNotNull(inspectionApplications.submittedAt),
          ne(inspectionApplications.invoiceTitle, ''),
          ilike(inspectionApplications.invoiceTitle, pattern),
        ),
      )
      .orderBy(desc(inspectionApplications.invoiceTitle))
      .limit(MOST),
    isCreditCode(text.toUpperCase())
      ? db.select({ title: units.name, taxNo: units.creditCode }).from(units).where(eq(units.creditCode, text.toUpperCase()))
      : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  return [...own, ...applied, ...byCode]
    .map((row) => ({ title: row.title, taxNo: row.taxNo ?? '' }))
    .filter((row) => {
      const key = `${row.title}\u0000${row.taxNo}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MOST);
}
