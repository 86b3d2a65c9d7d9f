import { randomInt } from 'node:crypto';
import { PAYMENT_MESSAGES, type WirePaymentOrderState } from '@portal/legacy-protocol';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { Refusal } from '../../http/refusal';
import { formatWireDateTime } from '../../http/wire-date';
import { findApplication } from '../inspection-applications/store';
import { inspectionApplications, type InspectionApplicationRow } from '../inspection-applications/table';
import { notifyApplicant, transitionApplication } from '../inspection-applications/transitions';
import { ProviderError, type PaymentProvider, type ProviderTransaction } from './provider';
import { paymentOrders, type PaymentOrderRow } from './table';
import { awaitsFeeAcceptance } from '../inspection-applications/fee-change';
import { fenOf } from '../inspection-applications/fees';

/** What the order writes need: the database, the provider, where notifications go and how long an order lives. */
export type PaymentDeps = {
  db: Db;
  provider: PaymentProvider;
  notifyUrl: () => string;
  orderTtlMs: number;
  context: Pick<AppContext, 'sms' | 'db' | 'now'>;
  /** Called once, in the payment's transaction, when an order becomes paid: the invoice of the payment (invoices/writes.ts). */
  onPaid?: (db: Db, paid: { application: InspectionApplicationRow; order: PaymentOrderRow; now: Date }) => Promise<void>;
};

/** An order is reused while at least this much of its life is left; else a new one is made. */
const REUSE_MARGIN_MS = 60_000;

/** `JY` + Shanghai time to the second + 6 random digits: 22 characters, a valid out_trade_no. */
export function newOrderNo(now: Date): string {
  const stamp = formatWireDateTime(now).replace(/\D/g, '');
  return `JY${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function latestOrder(db: Db, applicationId: string): Promise<PaymentOrderRow | undefined> {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.applicationId, applicationId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The application's paid order (at most one: a unique index holds it). */
export async function latestPaidOrder(db: Db, applicationId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.applicationId, applicationId), eq(paymentOrders.state, '已支付')))
    .limit(1);
  return row;
}

export async function orderByNo(db: Db, orderNo: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return row;
}

async function setOrderState(db: Db, order: PaymentOrderRow, state: WirePaymentOrderState, now: Date, reason?: string): Promise<PaymentOrderRow> {
  const [row] = await db
    .update(paymentOrders)
    .set({ state, updatedAt: now, ...(reason ? { failureReason: reason } : {}) })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, '支付中')))
    .returning();
  if (!row) return (await orderByNo(db, order.orderNo)) ?? order;
  // The application is no longer being paid: back to 未缴费 (unless a payment landed meanwhile).
  await db
    .update(inspectionApplications)
    .set({ paymentState: '未缴费', updatedAt: now })
    .where(and(eq(inspectionApplications.id, order.applicationId), eq(inspectionApplications.paymentState, '支付中')));
  return row;
}

/**
 * Marks the order paid and the application 已缴费, once: only the first caller's conditional update
 * matches. The application moves through the state machine (待缴费 → 已缴费); if it has left 待缴费
 * meanwhile (cancelled while the payer paid), the money is still recorded on the order with a note
 * for the institute to refund by hand.
 */
async function markPaid(deps: PaymentDeps, order: PaymentOrderRow, transaction: ProviderTransaction, now: Date): Promise<PaymentOrderRow> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(paymentOrders)
      .set({ state: '已支付', paidAt: transaction.successTime ? new Date(transaction.successTime) : now, transactionId: transaction.transactionId ?? null, updatedAt: now })
      .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.state, ['支付中', '已过期', '支付失败', '已关闭'])))
      .returning();
    if (!paid) return null;
    try {
      const application = await transitionApplication(tx, {
        id: order.applicationId,
        to: '已缴费',
        operator: '在线支付',
        remark: `订单 ${order.orderNo}，金额 ${(order.amountFen / 100).toFixed(2)} 元`,
        now,
      });
      // The invoice is written with the payment: both or neither (a failure leaves the order open for the next poll).
      await deps.onPaid?.(tx, { application, order: paid, now });
      return { paid, application };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const [noted] = await tx
        .update(paymentOrders)
        .set({ failureReason: `收款时申请已不在待缴费状态，需人工退款（${error.message}）` })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return { paid: noted ?? paid, application: null };
    }
  });
  if (!outcome) return (await orderByNo(deps.db, order.orderNo)) ?? order;
  if (outcome.application) {
    await notifyApplicant(deps.context, outcome.application, `已缴费 ${(order.amountFen / 100).toFixed(2)} 元，检验机构将尽快受理。`);
  }
  return outcome.paid;
}

/**
 * Brings an open order up to date with the provider: paid (amount checked), failed, closed, or — past
 * its expiry — closed at the provider and marked 已过期. A provider that cannot be reached leaves the
 * order as it was (the next poll asks again). Orders not open are answered as they are.
 */
export async function refreshOrder(deps: PaymentDeps, order: PaymentOrderRow, now: Date): Promise<PaymentOrderRow> {
  if (order.state !== '支付中') return order;
  let transaction: ProviderTransaction | null;
  try {
    transaction = await deps.provider.queryOrder(order.orderNo);
  } catch (error) {
    if (error instanceof ProviderError) return order;
    throw error;
  }
  if (transaction?.tradeState === 'SUCCESS') {
    if (transaction.amountFen !== undefined && transaction.amountFen !== order.amountFen) return order;
    return markPaid(deps, order, transaction, now);
  }
  if (transaction?.tradeState === 'PAYERROR') return setOrderState(deps.db, order, '支付失败', now, transaction.tradeStateDesc ?? '支付失败');
  if (transaction?.tradeState === 'CLOSED' || transaction?.tradeState === 'REVOKED') return setOrderState(deps.db, order, '已关闭', now);
  if (order.expiresAt.getTime() > now.getTime()) return order;
  await deps.provider.closeOrder(order.orderNo).catch(() => undefined);
  return setOrderState(deps.db, order, '已过期', now);
}

/**
 * toPay: an order for an application awaiting payment. The open order is reused while it has time
 * left; an expired, failed or closed one is replaced by a new order; a paid application is refused.
 * The row is written before the provider is asked, so the unique index on open orders lets only one
 * of two concurrent requests through; a provider failure removes it again.
 */
export async function startPayment(
  deps: PaymentDeps,
  request: { unitId: string; applicationId: string; userId: string; now: Date },
): Promise<{ application: InspectionApplicationRow; order: PaymentOrderRow }> {
  const { db } = deps;
  const { now } = request;
  let application = await findApplication(db, request.unitId, request.applicationId);
  if (!application) throw new Refusal(PAYMENT_MESSAGES.notFound);
  const open = await latestOrder(db, application.id);
  if (open?.state === '支付中') {
    const current = await refreshOrder(deps, open, now);
    if (current.state === '已支付') throw new Refusal(PAYMENT_MESSAGES.alreadyPaid);
    if (current.state === '支付中' && current.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS) return { application, order: current };
    if (current.state === '支付中') await setOrderState(db, current, '已关闭', now, '已发起新的支付');
    application = (await findApplication(db, request.unitId, request.applicationId)) ?? application;
  }
  if (application.paymentState === '已缴费') throw new Refusal(PAYMENT_MESSAGES.alreadyPaid);
  if (application.state !== '待缴费') throw new Refusal(PAYMENT_MESSAGES.notAwaitingPayment);
  if (awaitsFeeAcceptance(application)) throw new Refusal(PAYMENT_MESSAGES.feeNotAccepted);
  if (application.feeTotal === null || fenOf(application.feeTotal) <= 0) throw new Refusal(PAYMENT_MESSAGES.noFee);

  const order: PaymentOrderRow = {
    id: newId(),
    orderNo: newOrderNo(now),
    applicationId: application.id,
    unitId: application.unitId,
    amountFen: fenOf(application.feeTotal),
    channel: 'wechat',
    provider: deps.provider.name,
    state: '支付中',
    description: `特种设备检验费-${application.applicationNo}`,
    codeUrl: '',
    expiresAt: new Date(now.getTime() + deps.orderTtlMs),
    transactionId: null,
    paidAt: null,
    failureReason: null,
    createdBy: request.userId,
    createdAt: now,
    updatedAt: now,
  };
  const inserted = await db.insert(paymentOrders).values(order).onConflictDoNothing().returning();
  if (inserted.length === 0) {
    // Another request opened an order a moment ago: answer that one.
    const other = await latestOrder(db, application.id);
    if (other?.state === '支付中') return { application, order: other };
    throw new Refusal(PAYMENT_MESSAGES.providerFailed);
  }
  let codeUrl: string;
  try {
    ({ codeUrl } = await deps.provider.createNativeOrder({
      outTradeNo: order.orderNo,
      amountFen: order.amountFen,
      description: order.description,
      notifyUrl: deps.notifyUrl(),
      expiresAt: order.expiresAt,
    }));
  } catch (error) {
    await db.delete(paymentOrders).where(eq(paymentOrders.id, order.id));
    if (error instanceof ProviderError) throw new Refusal(PAYMENT_MESSAGES.providerFailed);
    throw error;
  }
  const [stored] = await db.update(paymentOrders).set({ codeUrl }).where(eq(paymentOrders.id, order.id)).returning();
  const [updated] = await db
    .update(inspectionApplications)
    .set({ paymentState: '支付中', updatedAt: now })
    .where(and(eq(inspectionApplications.id, application.id), eq(inspectionApplications.paymentState, '未缴费')))
    .returning();
  return { application: updated ?? application, order: stored ?? { ...order, codeUrl } };
}

/** checkPayMent: the application and its latest order, brought up to date with the provider. */
export async function checkPayment(
  deps: PaymentDeps,
  request: { unitId: string; applicationId: string; now: Date },
): Promise<{ application: InspectionApplicationRow; order: PaymentOrderRow | null }> {
  const application = await findApplication(deps.db, request.unitId, request.applicationId);
  if (!application) throw new Refusal(PAYMENT_MESSAGES.notFound);
  const latest = await latestOrder(deps.db, application.id);
  if (!latest) return { application, order: null };
  const order = await refreshOrder(deps, latest, request.now);
  if (order === latest) return { application, order };
  return { application: (await findApplication(deps.db, request.unitId, request.applicationId)) ?? application, order };
}

/**
 * payNotify: the gateway verified a notification naming this order. It proves nothing by itself:
 * the provider is asked, and only its answer marks the order paid (once; later calls find it paid).
 */
export async function confirmPayment(deps: PaymentDeps, orderNo: string, now: Date): Promise<PaymentOrderRow> {
  const order = await orderByNo(deps.db, orderNo);
  if (!order) throw new Refusal(PAYMENT_MESSAGES.orderNotFound);
  if (order.state === '已支付') return order;
  if (order.state !== '支付中') {
    // A payer may complete an order the platform had given up on: the provider still decides.
    const transaction = await deps.provider.queryOrder(order.orderNo).catch(() => null);
    const [otherPaid] = await deps.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.applicationId, order.applicationId), eq(paymentOrders.state, '已支付')));
    // Paid twice at the provider (an old order completed after a new one): the platform keeps one; the rest is refunded by hand.
    if (otherPaid) return order;
    if (transaction?.tradeState === 'SUCCESS' && (transaction.amountFen === undefined || transaction.amountFen === order.amountFen)) {
      return markPaid(deps, order, transaction, now);
    }
    return order;
  }
  return refreshOrder(deps, order, now);
}
