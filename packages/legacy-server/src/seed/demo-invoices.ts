import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inspectionApplicationHistory, inspectionApplications } from '../resources/inspection-applications/table';
import { formatWireDateTime } from '../http/wire-date';
import { invoices } from '../resources/invoices/table';
import { recordInvoiceForPayment, voidInvoice } from '../resources/invoices/writes';

const DAY_MS = 86_400_000;

/** A payment order number as payments makes them: JY + Shanghai time to the second + 6 digits. */
const orderNoAt = (instant: Date, serial: number): string => `JY${formatWireDateTime(instant).replace(/\D/g, '')}${String(serial).padStart(6, '0')}`;

/**
 * Demo invoices of qiye's paid application 60004 (the escalator's, paid when its history says): the first one voided
 * by the institute because the title missed the tax number, and its replacement (70001) 未开, waiting
 * for the enterprise to name the title and tax number on the invoice detail (which issues it).
 */
export async function insertInvoiceDemo(db: Db, now: Date): Promise<void> {
  const [application] = await db.select().from(inspectionApplications).where(eq(inspectionApplications.id, '60004'));
  const [payment] = await db
    .select({ at: inspectionApplicationHistory.changedAt })
    .from(inspectionApplicationHistory)
    .where(and(eq(inspectionApplicationHistory.applicationId, '60004'), eq(inspectionApplicationHistory.state, '已缴费')));
  if (!application || application.feeTotal === null || !payment) return;
  const paidAt = payment.at;
  const first = await recordInvoiceForPayment(db, {
    applicationId: application.id,
    orderNo: orderNoAt(paidAt, 1),
    amount: application.feeTotal,
    title: application.invoiceTitle,
    taxNo: '',
    now: paidAt,
  });
  await voidInvoice(db, { id: first.id, reason: '发票抬头缺少纳税人识别号，作废重开', operator: '审核员', now: new Date(paidAt.getTime() + DAY_MS) });
  const second = await recordInvoiceForPayment(db, {
    applicationId: application.id,
    orderNo: orderNoAt(new Date(paidAt.getTime() + DAY_MS), 2),
    amount: application.feeTotal,
    title: '',
    taxNo: '',
    now: new Date(paidAt.getTime() + DAY_MS + 3_600_000),
  });
  await db.update(invoices).set({ id: '70001' }).where(eq(invoices.id, second.id));
  await db.update(invoices).set({ id: '70002' }).where(eq(invoices.id, first.id));
}
