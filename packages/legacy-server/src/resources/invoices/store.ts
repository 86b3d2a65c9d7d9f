import type { WireInvoiceState } from '@portal/legacy-protocol';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { units } from '../../db/schema';
import { wirePage, type Paging, type WirePage } from '../../http/paging';
import { instantConditions, keywordCondition, type InstantRange } from '../../http/query-params';
import { invoices, type InvoiceRow } from './table';

/** Columns `orderBy` may name, by their snake-case names. */
export const INVOICE_SORTABLE = {
  invoice_no: invoices.invoiceNo,
  issued_at: invoices.issuedAt,
  created_at: invoices.createdAt,
  amount: invoices.amount,
  state: invoices.state,
  title: invoices.title,
  application_no: invoices.applicationNo,
};

export type InvoiceFilters = {
  keyword?: string;
  state?: WireInvoiceState;
  /** On the issue date; `before` exclusive (the client has added the day of the date rule). */
  issued: InstantRange;
};

export type InvoiceListRow = InvoiceRow & { unitName: string | null };

function conditions(unitId: string | null, filters: InvoiceFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (unitId !== null) where.push(eq(invoices.unitId, unitId));
  if (filters.keyword) {
    const columns = [invoices.invoiceNo, invoices.title, invoices.taxNo, invoices.applicationNo, invoices.orderNo];
    where.push(keywordCondition(filters.keyword, unitId === null ? [...columns, units.name] : columns));
  }
  if (filters.state) where.push(eq(invoices.state, filters.state));
  where.push(...instantConditions(filters.issued, invoices.issuedAt));
  return and(...where);
}

/**
 * One page of invoices, newest first unless `orderBy` says otherwise: a unit's (`unitId`), or every
 * unit's with the unit's name (`null`, the institute).
 */
export async function listInvoices(db: Db, unitId: string | null, filters: InvoiceFilters, paging: Paging): Promise<WirePage<InvoiceListRow>> {
  const where = conditions(unitId, filters);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(invoices.createdAt)];
  const [total] = await db.select({ value: count() }).from(invoices).leftJoin(units, eq(units.id, invoices.unitId)).where(where);
  const rows = await db
    .select({ invoice: invoices, unitName: units.name })
    .from(invoices)
    .leftJoin(units, eq(units.id, invoices.unitId))
    .where(where)
    .orderBy(...order, desc(invoices.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return wirePage(paging, total?.value ?? 0, rows.map((row) => ({ ...row.invoice, unitName: row.unitName })));
}

/** The invoice if it is the unit's (another unit's is as absent as a missing one); any unit's for `null`. */
export async function findInvoice(db: Db, unitId: string | null, id: string): Promise<InvoiceListRow | null> {
  const [row] = await db
    .select({ invoice: invoices, unitName: units.name })
    .from(invoices)
    .leftJoin(units, eq(units.id, invoices.unitId))
    .where(unitId === null ? eq(invoices.id, id) : and(eq(invoices.unitId, unitId), eq(invoices.id, id)));
  return row ? { ...row.invoice, unitName: row.unitName } : null;
}
