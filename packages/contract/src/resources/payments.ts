import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, text, ZAnswerDateTime } from '../common';
import { enumOf } from '../constants/options';

/** Payment notifications from the provider, and what the public scan-to-pay page may read of an order. */

const c = initContract();

/** An order's own state; the application's payment state (未缴费 / 支付中 / 已缴费) is `ZPaymentState`. */
export const PAYMENT_ORDER_STATES = [
  { code: 'paying', label: '支付中', en: 'Paying' },
  { code: 'paid', label: '已支付', en: 'Paid' },
  { code: 'failed', label: '支付失败', en: 'Payment failed' },
  { code: 'expired', label: '已过期', en: 'Expired' },
  { code: 'closed', label: '已关闭', en: 'Closed' },
] as const;
export const ZPaymentOrderState = enumOf(PAYMENT_ORDER_STATES);
export type PaymentOrderState = z.infer<typeof ZPaymentOrderState>;

/** What `/pay-codeWW` shows: the order only (amount, payee, item, state), nothing about the unit or people. */
export const ZPublicPaymentOrderSchema = z.object({
  orderNo: z.string(),
  amount: z.number(),
  payee: z.string(),
  item: z.string(),
  state: ZPaymentOrderState,
  /** Where the payer pays: the provider's page (the sandbox's, origin-relative) or its `weixin://` code URL. */
  payUrl: z.string(),
  expiresAt: ZAnswerDateTime,
});
export type PublicPaymentOrder = z.infer<typeof ZPublicPaymentOrderSchema>;

/** WeChat Pay v3 notification body (the gateway reads it raw: the signature covers the bytes). */
export const ZWechatNotificationBody = z
  .object({
    id: text(),
    create_time: text(),
    event_type: text(),
    resource_type: text(),
    resource: z.object({ algorithm: text(), ciphertext: text(), nonce: text(), associated_data: text().optional(), original_type: text().optional() }),
    summary: text().optional(),
  })
  .describe('Signed (Wechatpay-Timestamp/Nonce/Signature/Serial headers) and encrypted (AEAD_AES_256_GCM) by the provider');

/** The notify answer WeChat Pay expects when a notification is refused. */
export const ZWechatNotifyRefusal = z.object({ code: z.string(), message: z.string() });

export const paymentRoutes = c.router({
  notifyWechat: {
    method: 'POST',
    path: '/api/v1/payment-notifications/wechat',
    body: ZWechatNotificationBody,
    responses: { 204: c.noBody(), 400: ZWechatNotifyRefusal, 401: ZWechatNotifyRefusal, 404: ZWechatNotifyRefusal, 500: ZWechatNotifyRefusal },
    summary:
      'WeChat Pay v3 payment notification: verified (signature, 5-minute window, nonce once), decrypted, then confirmed by the platform querying the order',
    metadata: meta('public'),
  },
});
