import { INVOICE_MESSAGES, type WireInvoiceState } from '@portal/legacy-protocol';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { nextSequenceValue } from '../../db/sequences';
import { inspectionApplicationItems, inspectionApplications, type InspectionApplicationRow } from '../../db/schema';
import { invoices, type InvoiceLine, type InvoiceRow } from './table';

/** What a confirmed payment tells the invoice: the order, its amount (yuan) and the application's title. */
export type PaymentInvoiceRequest = {
  applicationId: string;
  orderNo: string;
  /** Yuan. */
  amount: number;
  title: string;
  taxNo: string;
  now: Date;
};

export type InvoiceWrite = { ok: true; row: InvoiceRow } | { ok: false; message: string };

/** The service name on every line (税收分类: 鉴证咨询服务). */
export const INVOICE_SERVICE_NAME = '*鉴证咨询服务*特种设备检验费';

/**
 * The 20-digit number of an electronic invoice: the year, 3302 (Ningbo) and a 12-digit serial from
 * `invoice_no_seq`, so numbers never repeat even across voided invoices.
 */
async function nextInvoiceNo(db: Db, now: Date): Promise<string> {
  const serial = (await nextSequenceValue(db, 'invoice_no_seq')).padStart(12, '0');
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(now);
  return `${year}3302${serial}`;
}

/** One line per piece of equipment (its fee), or one line for the whole amount when items have no fee. */
async function linesOf(db: Db, application: InspectionApplicationRow | undefined, amount: number): Promise<InvoiceLine[]> {
  if (!application) return [{ name: INVOICE_SERVICE_NAME, detail: '', amount }];
  const items = await db
    .select()
    .from(inspectionApplicationItems)
    .where(eq(inspectionApplicationItems.applicationId, application.id))
    .orderBy(asc(inspectionApplicationItems.position), asc(inspectionApplicationItems.id));
  const priced = items.filter((item) => item.fee !== null && item.fee > 0);
  const sum = priced.reduce((total, item) => total + (item.fee ?? 0), 0);
  // The items' quote may differ from what was charged (the institute's pre-review sets the fee):
  // then the invoice says what was paid, in one line.
  if (priced.length === 0 || Math.abs(sum - amount) > 0.005) {
    return [{ name: INVOICE_SERVICE_NAME, detail: `${application.kind} ${application.applicationNo}`, amount }];
  }
  return priced.map((item) => ({
    name: INVOICE_SERVICE_NAME,
    detail: [application.kind, item.equipmentName, item.registerCode].filter((part) => part !== '').join(' '),
    amount: item.fee ?? 0,
  }));
}

/**
 * Records the invoice of a confirmed payment (called by payments once the order is paid). Issued at
 * once (已开, number and date) when the application names an invoice title, else 未开 until the
 * enterprise supplies one. Recording the same order again returns the invoice already recorded.
 * Pass a transaction as `db` to combine it with other writes.
 */
export async function recordInvoiceForPayment(db: Db, request: PaymentInvoiceRequest): Promise<InvoiceRow> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.orderNo, request.orderNo));
  if (existing) return existing;
  const [application] = await db.select().from(inspectionApplications).where(eq(inspectionApplications.id, request.applicationId));
  if (!application) throw new Error(`recordInvoiceForPayment: no application ${request.applicationId}`);
  const title = request.title.trim();
  const issued = title !== '';
  const state: WireInvoiceState = issued ? '已开' : '未开';
  const [row] = await db
    .insert(invoices)
    .values({
      id: newId(),
      unitId: application.unitId,
      applicationId: application.id,
      applicationNo: application.applicationNo,
      orderNo: request.orderNo,
      invoiceNo: issued ? await nextInvoiceNo(db, request.now) : null,
      state,
      title,
      taxNo: request.taxNo.trim(),
      amount: request.amount,
      lines: await linesOf(db, application, request.amount),
      issuedAt: issued ? request.now : null,
      createdAt: request.now,
      updatedAt: request.now,
    })
    .onConflictDoNothing({ target: invoices.orderNo })
    .returning();
  if (row) return row;
  // A concurrent call recorded it first.
  const [raced] = await db.select().from(invoices).where(eq(invoices.orderNo, request.orderNo));
  if (!raced) throw new Error(`recordInvoiceForPayment: order ${request.orderNo} not recorded`);
  return raced;
}

/** The enterprise names the title of a 未开 invoice of its unit: it is issued there and then. */
export async function issueWithTitle(
  db: Db,
  request: { unitId: string; id: string; title: string; taxNo: string; now: Date },
): Promise<InvoiceWrite> {
  const [current] = await db.select().from(invoices).where(and(eq(invoices.id, request.id), eq(invoices.unitId, request.unitId)));
  if (!current) return { ok: false, message: INVOICE_MESSAGES.notFound };
  if (current.state === '作废') return { ok: false, message: INVOICE_MESSAGES.alreadyVoided };
  if (current.state !== '未开') return { ok: false, message: INVOICE_MESSAGES.alreadyIssued };
  const [row] = await db
    .update(invoices)
    .set({
      state: '已开',
      title: request.title.trim(),
      taxNo: request.taxNo.trim(),
      invoiceNo: await nextInvoiceNo(db, request.now),
      issuedAt: request.now,
      updatedAt: request.now,
    })
    .where(and(eq(invoices.id, current.id), eq(invoices.state, '未开')))
    .returning();
  return row ? { ok: true, row } : { ok: false, message: INVOICE_MESSAGES.alreadyIssued };
}

/** The institute voids an invoice (作废, with the reason); voiding twice is refused and changes nothing. */
export async function voidInvoice(db: Db, request: { id: string; reason: string; operator: string; now: Date }): Promise<InvoiceWrite> {
  const [row] = await db
    .update(invoices)
    .set({ state: '作废', voidReason: request.reason.trim(), voidedBy: request.operator, voidedAt: request.now, updatedAt: request.now })
    .where(and(eq(invoices.id, request.id), sql`${invoices.state} <> '作废'`))
    .returning();
  if (row) return { ok: true, row };
  const [current] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, request.id));
  return { ok: false, message: current ? INVOICE_MESSAGES.alreadyVoided : INVOICE_MESSAGES.notFound };
}

/** Adapter for payments' `onPaid` hook: the invoice of a paid order, with the application's title. */
export async function recordInvoiceOnPaid(
  db: Db,
  paid: { application: InspectionApplicationRow; order: { orderNo: string; amountFen: number }; now: Date },
): Promise<void> {
  await recordInvoiceForPayment(db, {
    applicationId: paid.application.id,
    orderNo: paid.order.orderNo,
    amount: paid.order.amountFen / 100,
    title: paid.application.invoiceTitle,
    taxNo: paid.application.taxNo,
    now: paid.now,
  });
}
