import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, wireWordsOf, ZWireDateTime, ZWireOptionalDateTime, ZWireOptionalNumber, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Paying an inspection application (`appOnline` toPay / checkPayMent / pay certificate). The platform
 * owns the orders and talks to the payment provider; the gateway only verifies the provider's
 * notification and asks the platform to confirm (`payNotify`), which queries the provider before it
 * marks anything paid. Answers are the module's `isSuccess: 1|0` + errorMsg with the payload under `data`.
 */
export const PAYMENT_WIRE_PATHS = {
  /** `toPay/{applicationId}/{channel}`: a new order, or the open one reused. */
  toPay: '/a/stone/appOnline/toPay',
  /** `checkPayMent?id=`: the application's payment state (queries the provider while an order is open). */
  checkPayMent: '/a/stone/appOnline/checkPayMent',
  /** `payCertificate/{applicationId}`: the pay certificate PDF of a paid application. */
  payCertificate: '/a/stone/appOnline/payCertificate',
  /** Public (no session): the one order an order number opens, for the scan-to-pay page. */
  payOrder: '/a/stone/appOnline/payOrder',
  /** Gateway only: a verified notification named this order; the platform confirms by querying. */
  payNotify: '/a/stone/appOnline/payNotify',
} as const;

/** The embedded sandbox provider's browser page, which the gateway forwards when the sandbox is on. */
export const SANDBOX_PAY_PREFIX = '/sandbox-pay';

export const toPayPath = (applicationId: string, channel: string): string => wirePath(PAYMENT_WIRE_PATHS.toPay, applicationId, channel);
export const payCertificatePath = (applicationId: string): string => wirePath(PAYMENT_WIRE_PATHS.payCertificate, applicationId);

/** Channels, keyed by the contract's `PAYMENT_CHANNELS`. */
export const PAYMENT_CHANNEL_WORDS = { wechat: '微信支付', alipay: '支付宝', unionpay: '银联' } as const;
export type PaymentChannelCode = keyof typeof PAYMENT_CHANNEL_WORDS;
export const paymentChannelCode = (word: string): PaymentChannelCode | undefined =>
  (Object.keys(PAYMENT_CHANNEL_WORDS) as PaymentChannelCode[]).find((code) => PAYMENT_CHANNEL_WORDS[code] === word || code === word);

/** An order's own state (the application's `payState` is 未缴费 / 支付中 / 已缴费). */
export const PAYMENT_ORDER_STATE_WORDS = { paying: '支付中', paid: '已支付', failed: '支付失败', expired: '已过期', closed: '已关闭' } as const;
export type PaymentOrderStateCode = keyof typeof PAYMENT_ORDER_STATE_WORDS;
export type WirePaymentOrderState = (typeof PAYMENT_ORDER_STATE_WORDS)[PaymentOrderStateCode];
export const WIRE_PAYMENT_ORDER_STATES = wireWordsOf(PAYMENT_ORDER_STATE_WORDS);
export const paymentOrderStateCode = (word: string): PaymentOrderStateCode | undefined =>
  (Object.keys(PAYMENT_ORDER_STATE_WORDS) as PaymentOrderStateCode[]).find((code) => PAYMENT_ORDER_STATE_WORDS[code] === word);

/** The payee every order names. */
export const PAYMENT_PAYEE = '宁波市特种设备检验研究院';

/** The platform's texts a client acts on. */
export const PAYMENT_MESSAGES = {
  notFound: '报检申请不存在或无权查看',
  notAwaitingPayment: '当前申请不在待缴费状态，不能支付',
  alreadyPaid: '该申请已缴费，请勿重复支付',
  noFee: '该申请尚未核定费用，不能支付',
  channelUnsupported: '暂不支持该支付方式，请使用微信支付',
  orderNotFound: '支付订单不存在',
  notPaid: '该申请尚未缴费，没有缴费凭证',
  providerFailed: '支付服务暂时不可用，请稍后再试',
  /** No payment provider is configured in production: online payment is off (docs/payments.md). */
  notOpen: '在线缴费未开通，请联系检验机构线下缴费',
  feeNotAccepted: '检验机构调整了检验费用，请先在申请详情中确认新的费用，再缴费',
} as const;

/** An order as toPay answers it (the enterprise's view). Amounts are yuan. */
export const ZWirePaymentOrder = wireRecord({
  orderNo: ZWireText,
  applicationId: ZWireText,
  onlinelsh: ZWireText,
  unitName: ZWireOptionalText,
  amount: ZWireOptionalNumber,
  channel: ZWireText,
  payUrl: ZWireText,
  orderState: ZWireText,
  payState: ZWireText,
  expireDate: ZWireDateTime,
  payDate: ZWireOptionalDateTime,
});
export type WirePaymentOrder = z.infer<typeof ZWirePaymentOrder>;

/** checkPayMent: the application's payment state and its latest order. */
export const ZWirePaymentStatus = wireRecord({
  payState: ZWireText,
  amount: ZWireOptionalNumber,
  orderNo: ZWireOptionalText,
  orderState: ZWireOptionalText,
  expireDate: ZWireOptionalDateTime,
  payDate: ZWireOptionalDateTime,
});
export type WirePaymentStatus = z.infer<typeof ZWirePaymentStatus>;

/** payOrder: what the public scan-to-pay page may show: the order only, nothing about the unit or people. */
export const ZWirePublicPaymentOrder = wireRecord({
  orderNo: ZWireText,
  amount: ZWireOptionalNumber,
  payee: ZWireText,
  item: ZWireText,
  orderState: ZWireText,
  payUrl: ZWireText,
  expireDate: ZWireDateTime,
});
export type WirePublicPaymentOrder = z.infer<typeof ZWirePublicPaymentOrder>;

/** payNotify's answer: whether the order is (now) paid, after the platform asked the provider. */
export const ZWirePaymentConfirmation = wireRecord({ orderNo: ZWireText, orderState: ZWireText });
