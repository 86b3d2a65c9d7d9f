import { PAYMENT_CHANNEL_WORDS, PAYMENT_PAYEE } from '@portal/legacy-protocol';
import { formatWireDateTime } from '../../http/wire-date';
import type { InspectionApplicationRow } from '../inspection-applications/table';
import type { PaymentOrderRow } from './table';

const yuan = (fen: number): number => fen / 100;

/** toPay's answer: the enterprise's view of its order. */
export function paymentOrderAnswer(order: PaymentOrderRow, application: InspectionApplicationRow, unitName: string) {
  return {
    orderNo: order.orderNo,
    applicationId: application.id,
    onlinelsh: application.applicationNo,
    unitName,
    amount: yuan(order.amountFen),
    channel: PAYMENT_CHANNEL_WORDS.wechat,
    payUrl: order.codeUrl,
    orderState: order.state,
    payState: application.paymentState,
    expireDate: formatWireDateTime(order.expiresAt),
    payDate: order.paidAt ? formatWireDateTime(order.paidAt) : null,
  };
}

/** checkPayMent's answer. */
export function paymentStatusAnswer(application: InspectionApplicationRow, order: PaymentOrderRow | null) {
  return {
    payState: application.paymentState,
    amount: order ? yuan(order.amountFen) : application.feeTotal,
    orderNo: order?.orderNo ?? null,
    orderState: order?.state ?? null,
    expireDate: order ? formatWireDateTime(order.expiresAt) : null,
    payDate: order?.paidAt ? formatWireDateTime(order.paidAt) : null,
  };
}

/** payOrder's answer: the order only, for a page anyone holding the link may open. */
export function publicOrderAnswer(order: PaymentOrderRow) {
  return {
    orderNo: order.orderNo,
    amount: yuan(order.amountFen),
    payee: PAYMENT_PAYEE,
    item: '特种设备检验费',
    orderState: order.state,
    payUrl: order.state === '支付中' ? order.codeUrl : '',
    expireDate: formatWireDateTime(order.expiresAt),
  };
}
