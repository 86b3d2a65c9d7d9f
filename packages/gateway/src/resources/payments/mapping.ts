import {
  PAYMENT_ORDER_STATES,
  PAYMENT_STATES,
  type PaymentOrder,
  type PaymentOrderState,
  type PaymentState,
  type PublicPaymentOrder,
} from '@portal/contract';
import type { WirePaymentOrder, WirePaymentStatus, WirePublicPaymentOrder } from '@portal/legacy-protocol';
import { codeOf, optionalCodeOf } from '../../legacy/wire-values';

type PaymentStatus = {
  state: PaymentState;
  amount: number | null;
  orderNo: string | null;
  paidAt: string | null;
  orderState: PaymentOrderState | null;
  expiresAt: string | null;
};

const paymentState = (word: string): PaymentState => codeOf(PAYMENT_STATES, word, 'payment state');
const orderState = (word: string): PaymentOrderState => codeOf(PAYMENT_ORDER_STATES, word, 'payment order state');

/** toPay's order as the clean API's PaymentOrder. */
export function toPaymentOrder(wire: WirePaymentOrder): PaymentOrder {
  return {
    orderNo: wire.orderNo,
    applicationId: wire.applicationId,
    applicationNo: wire.onlinelsh,
    unitName: wire.unitName ?? '',
    amount: wire.amount ?? 0,
    channel: 'wechat',
    payUrl: wire.payUrl,
    state: paymentState(wire.payState),
    orderState: orderState(wire.orderState),
    expiresAt: wire.expireDate,
    paidAt: wire.payDate ?? null,
  };
}

/** checkPayMent's answer as the clean API's PaymentStatus. */
export function toPaymentStatus(wire: WirePaymentStatus): PaymentStatus {
  return {
    state: paymentState(wire.payState),
    amount: wire.amount ?? null,
    orderNo: wire.orderNo ?? null,
    paidAt: wire.payDate ?? null,
    orderState: optionalCodeOf(PAYMENT_ORDER_STATES, wire.orderState, 'payment order state'),
    expiresAt: wire.expireDate ?? null,
  };
}

/** payOrder's answer: what the public scan-to-pay page shows. */
export function toPublicPaymentOrder(wire: WirePublicPaymentOrder): PublicPaymentOrder {
  return {
    orderNo: wire.orderNo,
    amount: wire.amount ?? 0,
    payee: wire.payee,
    item: wire.item,
    state: orderState(wire.orderState),
    payUrl: wire.payUrl,
    expiresAt: wire.expireDate,
  };
}

